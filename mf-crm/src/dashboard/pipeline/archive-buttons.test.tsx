import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@motohaul/contracts';
import { json, stubNetwork } from '@motohaul/platform/test-support/network';
import { purchasedLead } from '../test-support/fixtures';
import { heldReply } from '../test-support/held-reply';
import { renderWithClient } from '../test-support/render';
import { ArchiveButton } from './archive-button';
import { UnarchiveButton } from './unarchive-button';

/** The button inside a host that can take it away, as the refreshed pipeline takes an (un)archived card away. */
function CardHost({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && children}
      <button type="button" onClick={() => setShown(false)}>
        Leave the tab
      </button>
    </>
  );
}

describe('archive and unarchive', () => {
  it('when the card leaves the pipeline before the archive answers, then the toast still says it was archived', async () => {
    const held = heldReply(() => json(null));
    stubNetwork({ [`POST ${API_PATHS.archivePurchase(5)}`]: held.answer });
    const { user } = renderWithClient(
      <CardHost>
        <ArchiveButton purchaseId={5} customer="Sam Rider" />
      </CardHost>,
    );

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive Lead' }));
    await user.click(screen.getByRole('button', { name: 'Leave the tab' }));
    held.release();

    expect(await screen.findByText('Lead archived')).toBeInTheDocument();
  });

  it('when the card leaves the Archived tab before the unarchive answers, then the toast still says it is back', async () => {
    const held = heldReply(() => json(purchasedLead({ id: 5 })));
    stubNetwork({ [`POST ${API_PATHS.unarchivePurchase(5)}`]: held.answer });
    const { user } = renderWithClient(
      <CardHost>
        <UnarchiveButton purchaseId={5} customer="Sam Rider" />
      </CardHost>,
    );

    await user.click(screen.getByRole('button', { name: 'Unarchive' }));
    await user.click(screen.getByRole('button', { name: 'Leave the tab' }));
    held.release();

    expect(await screen.findByText('Lead unarchived')).toBeInTheDocument();
    expect(screen.getByText('Sam Rider is back in your pipeline.')).toBeInTheDocument();
  });
});
