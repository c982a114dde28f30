import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, type AdminLeadDetails } from '@motohaul/contracts';
import { PageToaster } from '@motohaul/platform';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { json, network, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { AdminApiProvider } from '../../api/admin-client-context';
import { EditLeadDialog } from './edit-lead-dialog';

const LEAD = `GET ${API_PATHS.adminLead(41)}`;
const SAVE = `PATCH ${API_PATHS.adminLead(41)}`;

/** A rider's lead: no urgency, no inspection type (a quote has neither). */
const lead: AdminLeadDetails = {
  id: 41,
  jobReference: 'MT-250041',
  status: 'available',
  isArchived: false,
  createdAt: '2025-03-04T00:00:00.000Z',
  customerName: 'Olivia Harper-Lane',
  customerPhone: '+61412345678',
  customerEmail: 'olivia.harper@example.com',
  customerAddress: null,
  motorcycleMake: 'Kawasaki',
  motorcycleModel: 'Ninja 400',
  motorcycleYear: 2021,
  vehicleRego: null,
  canRollAndSteer: true,
  pickupLocation: '12 George Street, Parramatta NSW 2150',
  dropoffLocation: '48 Hunter Street, Newcastle NSW 2300',
  timeframe: 'this_week',
  preferredPickupDate: null,
  preferredDropoffDate: null,
  isFlexibleDates: true,
  specialRequests: null,
  urgency: null,
  inspectionType: null,
  preferredLocation: null,
  pickupPlaced: true,
};

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  let closed = 0;
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial="/admin/leads" patterns={['/admin/:tab']}>
        {() => (
          <AdminApiProvider token="tok-1">
            <EditLeadDialog leadId={41} onClose={() => (closed += 1)} />
          </AdminApiProvider>
        )}
      </MemoryNavigation>
      <PageToaster />
    </QueryClientProvider>,
  );
  return { user, closed: () => closed };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('EditLeadDialog', () => {
  it('when opened, then the form starts from the lead as stored, pickup, drop-off and motorcycle included, blanks left blank', async () => {
    stubNetwork({ [LEAD]: json(lead) });
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Edit Lead #41' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Customer name/ })).toHaveValue('Olivia Harper-Lane');
    expect(field(/Customer phone/)).toHaveValue('0412 345 678');
    expect(field(/Pickup location/)).toHaveValue('12 George Street, Parramatta NSW 2150');
    expect(field(/Drop-off location/)).toHaveValue('48 Hunter Street, Newcastle NSW 2300');
    expect(field(/Motorcycle make/)).toHaveValue('Kawasaki');
    expect(field(/Motorcycle model/)).toHaveValue('Ninja 400');
    expect(field(/Motorcycle year/)).toHaveValue('2021');
    // No urgency or inspection type on the lead: the form shows none, not 'Flexible' or 'Either'.
    expect(screen.getByRole('combobox', { name: 'Urgency' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Inspection type' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Timeframe' })).toHaveValue('this_week');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(network.to(LEAD)[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('when only the name is changed and saved, then only the name is sent', async () => {
    stubNetwork({ [LEAD]: json(lead), [SAVE]: json({ ...lead, customerName: 'Olivia Harper' }) });
    const { user, closed } = renderDialog();
    const name = await screen.findByRole('textbox', { name: /Customer name/ });
    await user.clear(name);
    await user.type(name, 'Olivia Harper');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(closed()).toBe(1));
    expect(network.bodiesOf(SAVE)).toEqual([{ customerName: 'Olivia Harper' }]);
    expect(await screen.findByText('Lead updated successfully')).toBeInTheDocument();
  });

  it('when the pickup, the motorcycle and the urgency change, then exactly those are sent; a cleared year is null', async () => {
    stubNetwork({ [LEAD]: json(lead), [SAVE]: json(lead) });
    const { user } = renderDialog();
    const pickup = await screen.findByRole('textbox', { name: /Pickup location/ });
    await user.clear(pickup);
    await user.type(pickup, '12 Smith St, Joondalup WA 6027');
    await user.clear(field(/Motorcycle model/));
    await user.type(field(/Motorcycle model/), 'Z650');
    await user.clear(field(/Motorcycle year/));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urgency' }), 'urgent');
    await user.click(screen.getByRole('switch', { name: 'Rolls and steers' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(network.to(SAVE)).toHaveLength(1));
    expect(network.bodiesOf(SAVE)[0]).toEqual({
      pickupLocation: '12 Smith St, Joondalup WA 6027',
      motorcycleModel: 'Z650',
      motorcycleYear: null,
      urgency: 'urgent',
      canRollAndSteer: false,
    });
  });

  it('when a changed field breaks its contracts rule, then its message shows and nothing is sent', async () => {
    stubNetwork({ [LEAD]: json(lead) });
    const { user } = renderDialog();
    const pickup = await screen.findByRole('textbox', { name: /Pickup location/ });
    await user.clear(pickup);
    await user.clear(field(/Motorcycle year/));
    await user.type(field(/Motorcycle year/), '1850');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(pickup).toHaveAccessibleDescription(expect.stringContaining('Pickup location is required'));
    expect(field(/Motorcycle year/)).toHaveAccessibleDescription('Vehicle year must be 1900 or later');
    await networkSettled();
    expect(network.to(SAVE)).toHaveLength(0);
  });

  it('when the server refuses a field, then its message shows on that field and the dialog stays', async () => {
    stubNetwork({
      [LEAD]: json(lead),
      [SAVE]: json({ message: 'Please correct the highlighted fields.', fieldErrors: { preferredDropoffDate: ['Drop-off date cannot be before the pickup date'] } }, 400),
    });
    const { user, closed } = renderDialog();
    await user.type(await screen.findByLabelText('Preferred drop-off date'), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByLabelText('Preferred drop-off date')).toHaveAccessibleDescription('Drop-off date cannot be before the pickup date'));
    expect(closed()).toBe(0);
  });
});
