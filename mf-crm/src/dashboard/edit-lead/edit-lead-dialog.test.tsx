import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@motohaul/contracts';
import { json, network, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { purchasedLead } from '../test-support/fixtures';
import { renderWithClient } from '../test-support/render';
import { EditLeadDialog } from './edit-lead-dialog';

afterEach(() => vi.unstubAllGlobals());

const EDIT = `PATCH ${API_PATHS.lead(11)}`;
/** A lead without urgency or inspection type (issue 19: they must stay unset), with a registration. */
const purchase = purchasedLead({ leadId: 11, urgency: null, inspectionType: null, vehicleRego: 'AB12CD' });

const dialog = () => within(screen.getByRole('dialog', { name: 'Edit Lead Information' }));
const textbox = (name: RegExp) => dialog().getByRole('textbox', { name });

describe('EditLeadDialog', () => {
  it('when opened, then it starts from the lead as stored: pickup, drop-off and motorcycle included, no urgency or inspection default', () => {
    renderWithClient(<EditLeadDialog purchase={purchase} onClose={() => undefined} />);
    expect(textbox(/Customer name/)).toHaveValue('Jamie Rider');
    expect(textbox(/Pickup location/)).toHaveValue('Parramatta NSW 2150');
    expect(textbox(/Drop-off location/)).toHaveValue('Penrith NSW 2750');
    expect(textbox(/Motorcycle make/)).toHaveValue('Honda');
    expect(textbox(/Motorcycle model/)).toHaveValue('CBR650R');
    expect(textbox(/Motorcycle year/)).toHaveValue('2021');
    expect(textbox(/Registration/)).toHaveValue('AB12CD');
    expect(dialog().getByRole('combobox', { name: 'Urgency' })).toHaveDisplayValue('Not given');
    expect(dialog().getByRole('combobox', { name: 'Inspection type' })).toHaveDisplayValue('Not given');
    expect(dialog().getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('when only the name is changed, then only the name is sent, and it says so', async () => {
    stubNetwork({ [EDIT]: () => json({ id: 11 }) });
    const onClose = vi.fn();
    const { user } = renderWithClient(<EditLeadDialog purchase={purchase} onClose={onClose} />);
    await user.type(textbox(/Customer name/), '-Lee');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Lead updated successfully')).toBeInTheDocument();
    expect(network.bodiesOf(EDIT)).toEqual([{ customerName: 'Jamie Rider-Lee' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('when the pickup, motorcycle and urgency are changed, then just those are sent', async () => {
    stubNetwork({ [EDIT]: () => json({ id: 11 }) });
    const { user } = renderWithClient(<EditLeadDialog purchase={purchase} onClose={() => undefined} />);
    await user.clear(textbox(/Pickup location/));
    await user.type(textbox(/Pickup location/), '12 Smith St, Joondalup WA 6027');
    await user.clear(textbox(/Motorcycle model/));
    await user.type(textbox(/Motorcycle model/), 'CB500X');
    await user.clear(textbox(/Registration/));
    await user.selectOptions(dialog().getByRole('combobox', { name: 'Urgency' }), 'Today');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Lead updated successfully')).toBeInTheDocument();
    expect(network.bodiesOf(EDIT)).toEqual([
      { pickupLocation: '12 Smith St, Joondalup WA 6027', vehicleModel: 'CB500X', vehicleRego: '', urgency: 'urgent' },
    ]);
  });

  it('when a changed pickup, make or year is invalid, then the contract messages show and nothing is sent', async () => {
    const { user } = renderWithClient(<EditLeadDialog purchase={purchase} onClose={() => undefined} />);
    await user.clear(textbox(/Pickup location/));
    await user.clear(textbox(/Drop-off location/));
    await user.clear(textbox(/Motorcycle make/));
    await user.clear(textbox(/Motorcycle year/));
    await user.type(textbox(/Motorcycle year/), '20x9');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(textbox(/Pickup location/)).toHaveAccessibleDescription(expect.stringContaining('Pickup location is required'));
    expect(textbox(/Drop-off location/)).toHaveAccessibleDescription(expect.stringContaining('Drop-off location is required'));
    expect(textbox(/Motorcycle make/)).toHaveAccessibleDescription('Motorcycle make is required');
    expect(textbox(/Motorcycle year/)).toHaveAccessibleDescription('Vehicle year must be from 1900 to 2025');
    expect(textbox(/Pickup location/)).toHaveFocus();
    await networkSettled();
    expect(network.requests).toEqual([]);
  });

  it('when nothing was changed, then Save sends nothing and closes', async () => {
    const onClose = vi.fn();
    const { user } = renderWithClient(<EditLeadDialog purchase={purchase} onClose={onClose} />);
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(onClose).toHaveBeenCalled();
    await networkSettled();
    expect(network.requests).toEqual([]);
  });

  it('when the server refuses a field, then its message shows on that field', async () => {
    stubNetwork({
      [EDIT]: () => json({ message: 'Please correct the highlighted fields.', fieldErrors: { dropoffLocation: ['Drop-off location is too long'] } }, 400),
    });
    const { user } = renderWithClient(<EditLeadDialog purchase={purchase} onClose={() => undefined} />);
    await user.type(textbox(/Drop-off location/), ' West');
    await user.click(dialog().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating lead')).toBeInTheDocument();
    expect(textbox(/Drop-off location/)).toHaveAccessibleDescription(expect.stringContaining('Drop-off location is too long'));
  });
});
