// The riders' reviews of the demo provider (issue 28 item 7, ADR 0056), keyed by the rider's phone in demo-leads.ts:
// only leads the provider has moved to delivered or later, as a rider could review them; one carries the provider's reply.

export interface DemoReview {
  rating: number;
  comment: string | null;
  /** The provider's one reply. */
  reply?: string;
}

export const DEMO_REVIEWS: Record<string, DemoReview> = {
  // Benjamin Ward, finalised.
  '+61408733519': {
    rating: 5,
    comment: 'Picked up my Fat Boy on time, strapped it down properly and delivered it to Melbourne without a scratch.',
    reply: 'Thanks Benjamin, a pleasure moving such a clean bike. Ride safe!',
  },
  // Matilda Ross, finalised.
  '+61427149086': { rating: 5, comment: 'Quick and friendly. Would use again.' },
  // Samuel Reid, invoice paid.
  '+61419552730': { rating: 4, comment: 'Good service, arrived an hour later than planned but kept me posted.' },
  // Hannah Price, invoice paid.
  '+61402381975': { rating: 5, comment: null },
};
