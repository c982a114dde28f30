import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@motohaul/contracts';
import { json, network, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { renderWithClient } from '../test-support/render';
import { ManualLeadDialog } from './manual-lead-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('ManualLeadDialog', () => {
  it('when submitted empty, then the contract messages show and nothing is sent', async () => {
    const { user } = renderWithClient(<ManualLeadDialog open onClose={() => undefined} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Add New Lead to CRM' }));
    await user.click(dialog.getByRole('button', { name: 'Add Lead' }));
    expect(dialog.getByRole('textbox', { name: /Customer name/ })).toHaveAccessibleDescription('Customer name is required');
    expect(dialog.getByRole('textbox', { name: /Customer phone/ })).toHaveAccessibleDescription('Phone number is required');
    expect(dialog.getByRole('textbox', { name: /Vehicle make/ })).toHaveAccessibleDescription('Vehicle make is required');
    expect(dialog.getByRole('textbox', { name: /Preferred location/ })).toHaveAccessibleDescription('Preferred location is required');
    // The first field to correct takes the focus.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Customer name/ })).toHaveFocus());
    await networkSettled();
    expect(network.requests).toEqual([]);
  });

  it('when filled, then it posts numbers as numbers with the two fixed answers, and says so', async () => {
    stubNetwork({ [`POST ${API_PATHS.manualLead}`]: () => json({ id: 3 }, 201) });
    const onClose = vi.fn();
    const { user } = renderWithClient(<ManualLeadDialog open onClose={onClose} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Add New Lead to CRM' }));
    await user.type(dialog.getByRole('textbox', { name: /Customer name/ }), 'Walk In');
    await user.type(dialog.getByRole('textbox', { name: /Customer phone/ }), '0455000111');
    await user.type(dialog.getByRole('textbox', { name: /Vehicle make/ }), 'Yamaha');
    await user.type(dialog.getByRole('textbox', { name: /Vehicle model/ }), 'MT-07');
    await user.type(dialog.getByRole('textbox', { name: /Preferred location/ }), 'Bondi');
    await user.click(dialog.getByRole('button', { name: 'Add Lead' }));
    expect(await screen.findByText('Lead added successfully')).toBeInTheDocument();
    expect(network.bodiesOf(`POST ${API_PATHS.manualLead}`)).toEqual([
      expect.objectContaining({
        customerName: 'Walk In',
        vehicleYear: 2024,
        travelDistance: 20,
        urgency: 'within_week',
        inspectionType: 'either',
        budgetConcern: 'somewhat_important',
        previousExperience: 'regular_customer',
      }),
    ]);
    expect(onClose).toHaveBeenCalled();
  });
});
