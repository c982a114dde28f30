import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { purchasedLead, provider } from '../test-support/fixtures';
import { renderWithClient } from '../test-support/render';
import { PurchaseCard } from './purchase-card';

const riderCancellation = { cancelledAt: '2026-12-07T03:30:00.000Z', reason: 'Sold the bike to a mate' };

describe("a bought lead its rider cancelled, on the provider's card (issue 47 item 3)", () => {
  it('when the rider cancelled, then the card says so with the time and the reason, shows the credit, and no longer counts the wait to call', () => {
    const purchase = purchasedLead({
      purchasedAt: new Date(Date.now() - 40 * 60_000).toISOString(),
      riderCancellation,
      claim: {
        id: 5,
        reason: 'rider_cancelled',
        note: riderCancellation.reason,
        status: 'approved',
        refundedAmount: null,
        creditedAmount: '25.00',
        decisionReason: null,
        createdAt: riderCancellation.cancelledAt,
        decidedAt: riderCancellation.cancelledAt,
      },
    });
    renderWithClient(<PurchaseCard purchase={purchase} user={provider} />);
    const card = screen.getByRole('article', { name: 'Jamie Rider' });
    const notice = within(card).getByRole('region', { name: /Cancelled by the rider/ });
    expect(notice).toHaveTextContent('Cancelled by the rider 7 Dec 2026, 2:30 pm');
    expect(within(notice).getByText('Reason: “Sold the bike to a mate”')).toBeInTheDocument();
    expect(card).toHaveTextContent('Credit approved: $25.00 added to your credit balance');
    expect(card).not.toHaveTextContent('Not called yet');
  });

  it('when the rider did not cancel, then no notice shows and the wait to call does', () => {
    renderWithClient(<PurchaseCard purchase={purchasedLead({ purchasedAt: new Date(Date.now() - 40 * 60_000).toISOString() })} user={provider} />);
    const card = screen.getByRole('article', { name: 'Jamie Rider' });
    expect(within(card).queryByRole('region', { name: /Cancelled by the rider/ })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Not called yet');
  });
});
