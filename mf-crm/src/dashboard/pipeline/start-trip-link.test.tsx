import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { provider, purchasedLead, teamMember } from '../test-support/fixtures';
import { renderWithClient } from '../test-support/render';
import { PurchaseCard } from './purchase-card';

// 'Start trip' on a booked job's card (issue 47 item 2): it opens the trip page /dashboard/trip/:purchaseId.
describe("the purchase card's 'Start trip'", () => {
  it.each(['booked_in', 'picked_up', 'in_transit'] as const)('on a %s job, links to its trip page, for the owner and a team member', (salesStage) => {
    for (const user of [provider, teamMember]) {
      renderWithClient(<PurchaseCard purchase={purchasedLead({ id: 5, salesStage })} user={user} />);
      expect(screen.getByRole('link', { name: /^Start trip/ })).toHaveAttribute('href', '/dashboard/trip/5');
      cleanup();
    }
  });

  it.each(['purchased', 'called', 'delivered', 'invoice_paid', 'declined', 'finalised'] as const)('on a %s job, is not offered', (salesStage) => {
    renderWithClient(<PurchaseCard purchase={purchasedLead({ id: 5, salesStage })} user={provider} />);
    expect(screen.queryByRole('link', { name: /^Start trip/ })).not.toBeInTheDocument();
  });

  it('on an archived booked job, is not offered', () => {
    renderWithClient(<PurchaseCard purchase={purchasedLead({ id: 5, salesStage: 'booked_in', isArchived: true })} user={provider} />);
    expect(screen.queryByRole('link', { name: /^Start trip/ })).not.toBeInTheDocument();
  });
});
