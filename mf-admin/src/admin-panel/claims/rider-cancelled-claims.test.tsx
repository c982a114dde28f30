import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, AUTOMATIC_DECIDER, type AdminClaim } from '@motohaul/contracts';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { json, stubNetwork } from '@motohaul/platform/test-support/network';
import { AdminApiProvider } from '../../api/admin-client-context';
import { ClaimsTab } from './claims-tab';

const base: AdminClaim = {
  id: 21,
  purchaseId: 31,
  reason: 'rider_cancelled',
  note: 'My brother is taking it on his trailer',
  status: 'approved',
  createdAt: '2026-12-07T03:30:00.000Z',
  lead: {
    id: 51,
    jobReference: 'MT-250051',
    customerName: 'Riley Rider',
    customerPhone: '+61412345678',
    vehicle: '2019 Yamaha MT-07',
    pickupLocation: 'Parramatta NSW 2150',
    dropoffLocation: 'Newcastle NSW 2300',
    createdAt: '2026-12-07T02:00:00.000Z',
    mergedRequests: 0,
  },
  buyer: { id: 3, name: 'Dana Hauler', company: 'Dana Moto Transport', email: 'dana@example.com', phone: '+61400111222' },
  purchase: {
    purchasedAt: '2026-12-07T03:00:00.000Z',
    amountPaid: '25.00',
    creditApplied: null,
    paidByCard: false,
    salesStage: 'purchased',
    salesNotes: null,
    calledAt: null,
    bookedInAt: null,
    declinedAt: null,
  },
  buyerClaims: 1,
  refundedAmount: null,
  creditedAmount: '25.00',
  refundId: null,
  decisionReason: 'The rider cancelled within 2 hours of the purchase, before the lead was marked Called: the lead fee came back as credit automatically.',
  decidedBy: AUTOMATIC_DECIDER,
  decidedAt: '2026-12-07T03:30:00.000Z',
};

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial="/admin/claims" patterns={['/admin/:tab']}>
        {() => (
          <AdminApiProvider token="tok-1">
            <ClaimsTab />
          </AdminApiProvider>
        )}
      </MemoryNavigation>
    </QueryClientProvider>,
  );
}

describe("the Claims tab's rider cancellations (issue 47 item 3)", () => {
  it('when a rider cancellation was credited automatically, then its card says so, with the rider’s reason and no decision buttons', async () => {
    stubNetwork({ [`GET ${API_PATHS.adminClaims}`]: json({ claims: [base], nextCursor: null }) });
    renderTab();
    const card = (await screen.findByRole('heading', { name: 'Rider cancelled: MT-250051' })).closest('li')!;
    expect(within(card).getByText('Approved · Automatic')).toBeInTheDocument();
    expect(within(card).getByText('The rider no longer needs transport. Their reason:')).toBeInTheDocument();
    expect(within(card).getByText('My brother is taking it on his trailer')).toBeInTheDocument();
    expect(card).toHaveTextContent('Approved automatically, without an admin, on');
    expect(card).toHaveTextContent('$25.00 added to credit balance');
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('when a later cancellation waits as an ordinary claim, then the admin sees the reason and may approve or reject it', async () => {
    const pending: AdminClaim = { ...base, status: 'pending', creditedAmount: null, decisionReason: null, decidedBy: null, decidedAt: null, purchase: { ...base.purchase, salesStage: 'called', calledAt: '2026-12-07T03:10:00.000Z' } };
    stubNetwork({ [`GET ${API_PATHS.adminClaims}`]: json({ claims: [pending], nextCursor: null }) });
    renderTab();
    const card = (await screen.findByRole('heading', { name: 'Rider cancelled: MT-250051' })).closest('li')!;
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('My brother is taking it on his trailer')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});
