import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, type AdminClaim } from '@motohaul/contracts';
import { PageToaster } from '@motohaul/platform';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { AdminApiProvider } from '../../api/admin-client-context';
import { ClaimsTab } from './claims-tab';

const claim = (overrides: Partial<AdminClaim> = {}): AdminClaim => ({
  id: 7,
  purchaseId: 11,
  reason: 'unreachable',
  note: 'Called Mon 9am, Mon 2pm and Tue 10am: no answer.',
  status: 'pending',
  createdAt: '2025-03-05T01:00:00.000Z',
  lead: {
    id: 41,
    jobReference: 'MT-2025-0041',
    customerName: 'Riley Rider',
    customerPhone: '+61412345678',
    vehicle: '2019 Yamaha MT-07',
    pickupLocation: 'Parramatta NSW 2150',
    dropoffLocation: 'Newcastle NSW 2300',
    createdAt: '2025-03-03T01:00:00.000Z',
    mergedRequests: 0,
  },
  buyer: { id: 3, name: 'Dana Hauler', company: 'Dana Moto Transport', email: 'dana@example.com', phone: '+61400111222' },
  purchase: {
    purchasedAt: '2025-03-04T01:00:00.000Z',
    amountPaid: '25.00',
    creditApplied: null,
    paidByCard: true,
    salesStage: 'called',
    salesNotes: 'Three attempts, voicemail full',
    calledAt: '2025-03-04T02:00:00.000Z',
    bookedInAt: null,
    declinedAt: null,
  },
  buyerClaims: 1,
  refundedAmount: null,
  creditedAmount: null,
  refundId: null,
  decisionReason: null,
  decidedBy: null,
  decidedAt: null,
  ...overrides,
});

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial="/admin/claims" patterns={['/admin/:tab']}>
        {() => (
          <AdminApiProvider token="tok-1">
            <ClaimsTab />
          </AdminApiProvider>
        )}
      </MemoryNavigation>
      <PageToaster />
    </QueryClientProvider>,
  );
  return user;
}

describe('ClaimsTab', () => {
  it('when more claims follow the first page, then Load more claims fetches the next page after the last claim shown', async () => {
    stubNetwork({
      [`GET ${API_PATHS.adminClaims}`]: ({ searchParams }) =>
        searchParams.get('after') === '7'
          ? json({ claims: [claim({ id: 8, lead: { ...claim().lead, jobReference: 'MT-2025-0042' } })], nextCursor: null })
          : json({ claims: [claim()], nextCursor: '7' }),
    });
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Load more claims' }));
    expect(await screen.findByRole('heading', { name: /MT-2025-0042/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /MT-2025-0041/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more claims' })).not.toBeInTheDocument();
  });

  it('when there are no pending claims, then it says so', async () => {
    stubNetwork({ [`GET ${API_PATHS.adminClaims}`]: () => json({ claims: [] }) });
    renderTab();
    expect(await screen.findByText('No pending claims')).toBeInTheDocument();
  });

  it('when a pending claim is listed, then the evidence shows: lead, buyer, reason, note, paid by card and the pipeline record', async () => {
    stubNetwork({ [`GET ${API_PATHS.adminClaims}`]: () => json({ claims: [claim()] }) });
    renderTab();
    const card = await screen.findByRole('listitem', { name: /Unreachable after three attempts: MT-2025-0041/ });
    expect(within(card).getByText('Called Mon 9am, Mon 2pm and Tue 10am: no answer.')).toBeInTheDocument();
    expect(within(card).getByText('Riley Rider')).toBeInTheDocument();
    expect(within(card).getByText('Dana Hauler (Dana Moto Transport)')).toBeInTheDocument();
    // Both phones as people read them, whatever form they are stored in.
    expect(within(card).getByText('0412 345 678')).toBeInTheDocument();
    expect(within(card).getByText('0400 111 222, dana@example.com')).toBeInTheDocument();
    expect(within(card).getByText('$25.00 by card')).toBeInTheDocument();
    expect(within(card).getByText(/Three attempts, voicemail full/)).toBeInTheDocument();
    expect(network.to(`GET ${API_PATHS.adminClaims}`)[0]?.searchParams.get('status')).toBe('pending');
  });

  it('when the admin rejects without a reason, then the dialog asks for one; with it, the claim is rejected and the list refreshed', async () => {
    let decided = false;
    stubNetwork({
      [`GET ${API_PATHS.adminClaims}`]: () => json({ claims: decided ? [] : [claim()] }),
      [`POST ${API_PATHS.adminClaimReject(7)}`]: () => {
        decided = true;
        return json(claim({ status: 'rejected', decisionReason: 'The call log shows a 4 minute call.' }));
      },
    });
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject claim #7' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'The call log shows a 4 minute call.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(await screen.findByText('No pending claims')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(network.bodiesOf(`POST ${API_PATHS.adminClaimReject(7)}`)).toEqual([{ reason: 'The call log shows a 4 minute call.' }]);
  });

  it('when the admin approves a card payment, then the dialog says it is refunded to the card and the request is sent', async () => {
    stubNetwork({
      [`GET ${API_PATHS.adminClaims}`]: () => json({ claims: [claim()] }),
      [`POST ${API_PATHS.adminClaimApprove(7)}`]: () => json(claim({ status: 'approved', refundedAmount: '25.00', refundId: 're_1' })),
    });
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve claim #7' });
    expect(dialog).toHaveTextContent('$25.00 goes back to Dana Hauler (paid $25.00 by card): the card payment is refunded through Stripe.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve claim' }));
    expect(await screen.findByText(/Claim approved/)).toBeInTheDocument();
    expect(network.bodiesOf(`POST ${API_PATHS.adminClaimApprove(7)}`)).toEqual([{ reason: '' }]);
  });

  describe('after a decision (the Approve button that had the focus goes with its card)', () => {
    const scrolledTo: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    afterEach(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
      scrolledTo.length = 0;
    });
    const recordScrolls = () => {
      Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
        scrolledTo.push(this);
      });
    };

    it('when the last pending claim is decided, then the focus and the scroll land on the empty state, not the footer', async () => {
      recordScrolls();
      let decided = false;
      stubNetwork({
        [`GET ${API_PATHS.adminClaims}`]: () => json({ claims: decided ? [] : [claim()] }),
        [`POST ${API_PATHS.adminClaimApprove(7)}`]: () => {
          decided = true;
          return json(claim({ status: 'approved', refundedAmount: '25.00', refundId: 're_1' }));
        },
      });
      const user = renderTab();
      await user.click(await screen.findByRole('button', { name: 'Approve' }));
      await user.click(within(screen.getByRole('dialog', { name: 'Approve claim #7' })).getByRole('button', { name: 'Approve claim' }));
      const empty = (await screen.findByText('No pending claims')).closest<HTMLElement>('[tabindex="-1"]');
      expect(empty).not.toBeNull();
      await waitFor(() => expect(empty).toHaveFocus());
      expect(scrolledTo).toContain(empty);
    });

    it('when one of two pending claims is decided, then the focus lands on the claim that took its place', async () => {
      recordScrolls();
      const other = claim({ id: 8, lead: { ...claim().lead, id: 42, jobReference: 'MT-2025-0042' } });
      let decided = false;
      stubNetwork({
        [`GET ${API_PATHS.adminClaims}`]: () => json({ claims: decided ? [other] : [claim(), other] }),
        [`POST ${API_PATHS.adminClaimReject(7)}`]: () => {
          decided = true;
          return json(claim({ status: 'rejected', decisionReason: 'Answered on the second call.' }));
        },
      });
      const user = renderTab();
      const first = await screen.findByRole('listitem', { name: /MT-2025-0041/ });
      await user.click(within(first).getByRole('button', { name: 'Reject' }));
      const dialog = screen.getByRole('dialog', { name: 'Reject claim #7' });
      await user.type(within(dialog).getByLabelText(/Reason/), 'Answered on the second call.');
      await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
      await waitFor(() => expect(screen.queryByRole('listitem', { name: /MT-2025-0041/ })).not.toBeInTheDocument());
      const next = screen.getByRole('heading', { name: /MT-2025-0042/ });
      await waitFor(() => expect(next).toHaveFocus());
      expect(scrolledTo).toContain(next);
    });
  });

  it('when the claims cannot be loaded, then an error with Retry shows', async () => {
    stubNetwork({ [`GET ${API_PATHS.adminClaims}`]: () => json({ message: 'Server down' }, 500) });
    renderTab();
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
