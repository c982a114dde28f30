import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { API_PATHS } from '@motohaul/contracts';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { purchasedLead } from '../test-support/fixtures';
import { heldReply } from '../test-support/held-reply';
import { renderWithClient } from '../test-support/render';
import { StageSelect } from './stage-select';

const purchase = purchasedLead({ id: 5, salesStage: 'purchased' });
const STAGE = `PATCH ${API_PATHS.salesStage(5)}`;

/** The select inside a host that can take it away, as a stage change takes the card out of its tab. */
function CardHost() {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && <StageSelect purchase={purchase} />}
      <button type="button" onClick={() => setShown(false)}>
        Leave the tab
      </button>
    </>
  );
}

describe('StageSelect', () => {
  it('when the card leaves its tab before the update answers, then the toast still says the stage was updated', async () => {
    const held = heldReply(() => json({ ...purchase, salesStage: 'called' }));
    stubNetwork({ [STAGE]: held.answer });
    const { user } = renderWithClient(<CardHost />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sales stage' }), 'called');
    await user.click(screen.getByRole('button', { name: 'Leave the tab' }));
    expect(screen.queryByRole('combobox', { name: 'Sales stage' })).toBeNull();
    held.release();

    expect(await screen.findByText('Sales stage updated')).toBeInTheDocument();
    expect(screen.getByText('Moved to Called.')).toBeInTheDocument();
    expect(network.bodiesOf(STAGE)).toEqual([{ salesStage: 'called' }]);
  });

  it('when the update is refused after the card left, then the error toast still shows', async () => {
    const held = heldReply(() => json({ message: 'Purchase not found' }, 404));
    stubNetwork({ [STAGE]: held.answer });
    const { user } = renderWithClient(<CardHost />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sales stage' }), 'booked_in');
    await user.click(screen.getByRole('button', { name: 'Leave the tab' }));
    held.release();

    expect(await screen.findByText('Error updating sales stage')).toBeInTheDocument();
    expect(screen.getByText('Purchase not found')).toBeInTheDocument();
  });

  it('while a change is sent, the select keeps the focus and takes no second change', async () => {
    const held = heldReply(() => json({ ...purchase, salesStage: 'called' }));
    stubNetwork({ [STAGE]: held.answer });
    const { user } = renderWithClient(<StageSelect purchase={purchase} />);
    const select = screen.getByRole('combobox', { name: 'Sales stage' });

    await user.selectOptions(select, 'called');
    // Not disabled (that would drop the keyboard's focus to the page's body), but said to be busy.
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-disabled', 'true');
    await user.selectOptions(select, 'booked_in');
    held.release();

    expect(await screen.findByText('Sales stage updated')).toBeInTheDocument();
    expect(network.bodiesOf(STAGE)).toEqual([{ salesStage: 'called' }]);
  });
});
