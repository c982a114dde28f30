import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, type AdminAuditEntry, type AdminAuditLogPage } from '@motohaul/contracts';
import { json, network, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { AdminApiProvider } from '../../api/admin-client-context';
import { AuditLogTab } from './audit-log-tab';

const AUDIT_LOG = `GET ${API_PATHS.adminAuditLog}`;

const entry = (overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry => ({
  id: 3,
  admin: { id: 1, name: 'Priya Shah' },
  action: 'lead.edit',
  targetType: 'lead',
  targetId: 41,
  targetName: 'MT-250041',
  details: { jobReference: 'MT-250041', fields: 'customerName, pickupLocation' },
  createdAt: '2025-03-04T03:30:00.000Z',
  ...overrides,
});
const page = (items: AdminAuditEntry[], total = items.length): AdminAuditLogPage => ({
  items,
  total,
  page: 1,
  pageSize: 20,
  admins: [
    { id: 1, name: 'Priya Shah' },
    { id: 2, name: 'sam-admin' },
  ],
});

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <AdminApiProvider token="tok-1">
        <AuditLogTab />
      </AdminApiProvider>
    </QueryClientProvider>,
  );
  return user;
}

const lastQuery = () => network.to(AUDIT_LOG).at(-1)!.searchParams;

describe('AuditLogTab', () => {
  it('when it loads, then each change shows its action, target, time, admin and details, newest first as sent', async () => {
    stubNetwork({
      [AUDIT_LOG]: json(
        page([
          entry(),
          entry({ id: 2, admin: null, action: 'provider.deactivate', targetType: 'user', targetId: 7, targetName: 'Dana Lee', details: { isActive: false }, createdAt: '2025-03-03T23:00:00.000Z' }),
          entry({ id: 1, action: 'discount_code.create', targetType: 'discount_code', targetId: 5, targetName: null, details: {}, createdAt: '2025-03-03T22:00:00.000Z' }),
          entry({ id: 0, action: 'claim.approve', targetType: 'claim', targetId: 3, targetName: 'MT-250045', details: { purchaseId: 12, leadId: 45, buyerId: 1, credit: true }, createdAt: '2025-03-03T21:00:00.000Z' }),
        ]),
      ),
    });
    renderTab();
    const list = await screen.findByRole('list', { name: 'Admin changes' });
    const [edited, deactivated, gone, approved] = within(list).getAllByRole('listitem');
    expect(within(edited!).getByRole('heading', { name: 'Lead edited' })).toBeInTheDocument();
    for (const text of ['Lead #41: MT-250041', 'When4 Mar 2025, 2:30 pm', 'AdminPriya Shah', 'Job referenceMT-250041', 'Fields changedCustomer name, Pickup location']) {
      expect(edited).toHaveTextContent(text);
    }
    expect(deactivated).toHaveTextContent('Provider deactivated');
    expect(deactivated).toHaveTextContent('Provider #7: Dana Lee');
    // A target that no longer exists is named by its id alone.
    expect(within(gone!).getByText('Discount code #5')).toBeInTheDocument();
    expect(deactivated).toHaveTextContent('AdminDeleted account');
    expect(deactivated).toHaveTextContent('ActiveNo');
    // Ids among the details read as the other tabs write ids.
    for (const text of ['Claim #3: MT-250045', 'Purchase#12', 'Lead#45', 'Provider#1', 'CreditedYes']) expect(approved).toHaveTextContent(text);
    expect(network.to(AUDIT_LOG)[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(lastQuery().get('page')).toBe('1');
  });

  it('when details hold dates, money, codes or an ABN, then they read as the other tabs write them', async () => {
    stubNetwork({
      [AUDIT_LOG]: json(
        page([
          entry({ id: 3, action: 'provider.password_reset_link', targetType: 'user', targetId: 7, targetName: 'Dana Lee', details: { expiresAt: '2026-11-27T23:40:33.220Z' } }),
          entry({ id: 2, action: 'discount_code.create', targetType: 'discount_code', targetId: 5, targetName: 'WALK15', details: { code: 'WALK15', discountType: 'fixed_amount', discountValue: '30.00' } }),
          entry({ id: 1, action: 'discount_code.create', targetType: 'discount_code', targetId: 6, targetName: 'TEN', details: { code: 'TEN', discountType: 'percentage', discountValue: '10' } }),
          entry({ id: 0, action: 'provider.verification_approve', targetType: 'user', targetId: 7, targetName: 'Dana Lee', details: { abn: '53004085616', insuredUntil: '2027-06-16' } }),
        ]),
      ),
    });
    renderTab();
    const list = await screen.findByRole('list', { name: 'Admin changes' });
    const [link, fixed, percent, verified] = within(list).getAllByRole('listitem');
    expect(link).toHaveTextContent('Link expires28 Nov 2026, 10:40 am');
    expect(fixed).toHaveTextContent('TypeFixed amount');
    expect(fixed).toHaveTextContent('Value$30.00');
    expect(percent).toHaveTextContent('Value10%');
    expect(verified).toHaveTextContent('ABN53 004 085 616');
    expect(verified).toHaveTextContent(/Insured until16 June? 2027/);
  });

  it('when filtered by admin, action and dates, then the filters reach the API and the page goes back to 1', async () => {
    stubNetwork({ [AUDIT_LOG]: (request) => json({ ...page([entry()], 45), page: Number(request.searchParams.get('page')) }) });
    const user = renderTab();
    await screen.findByRole('list', { name: 'Admin changes' });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), 'sam-admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Discount code created');
    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await user.type(screen.getByLabelText('To'), '2025-03-31');
    await waitFor(() => expect(lastQuery().get('to')).toBe('2025-03-31'));
    expect(Object.fromEntries(lastQuery())).toMatchObject({ adminId: '2', action: 'discount_code.create', from: '2025-03-01', to: '2025-03-31', page: '1' });
  });

  it('when the end date is before the start date, then the rule shows under To and nothing is asked', async () => {
    stubNetwork({ [AUDIT_LOG]: json(page([entry()])) });
    const user = renderTab();
    await screen.findByRole('list', { name: 'Admin changes' });
    await user.type(screen.getByLabelText('From'), '2025-03-05');
    await user.type(screen.getByLabelText('To'), '2025-03-04');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The end date cannot be before the start date');
    await networkSettled();
    expect(network.to(AUDIT_LOG).some((request) => request.searchParams.get('to') === '2025-03-04')).toBe(false);
  });

  it('when nothing matches the filters, then the empty state says so', async () => {
    stubNetwork({ [AUDIT_LOG]: (request) => json(page(request.searchParams.get('action') ? [] : [entry()])) });
    const user = renderTab();
    await screen.findByRole('list', { name: 'Admin changes' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Provider activated');
    expect(await screen.findByText('No admin changes recorded')).toBeInTheDocument();
    expect(screen.getByText('No change matches these filters.')).toBeInTheDocument();
  });
});
