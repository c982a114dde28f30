import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, RIDER_STAGE_WORDS, type QuoteStatusResponse, type RiderReview, type RiderReviewState, type SalesStage } from '@motohaul/contracts';
import { json, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { HELD_REVIEW_THANKS, ReviewSection } from './review-section';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const REVIEW = API_PATHS.quoteStatusReview(TOKEN);

const statusAt = (stage: SalesStage): QuoteStatusResponse => ({
  jobReference: 'MT-250123',
  requestedAt: '2026-11-25T01:00:00.000Z',
  motorcycle: 'Honda CBR650R',
  state: 'bought',
  stage,
  ...RIDER_STAGE_WORDS[stage],
  provider: { companyName: 'Casey Moto Transport', phone: '+61400111222', verified: false, insured: false },
  canCancel: false,
  cancellation: null,
  tracking: null,
});
const written = (overrides: Partial<RiderReview> = {}): RiderReview => ({
  rating: 4,
  comment: 'Careful and on time',
  createdAt: '2026-11-25T01:00:00.000Z',
  reply: null,
  changeableUntil: '2026-12-02T01:00:00.000Z',
  changeable: true,
  ...overrides,
});

function renderSection(stage: SalesStage) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReviewSection token={TOKEN} status={statusAt(stage)} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('ReviewSection: How did it go? (ADR 0056)', () => {
  beforeEach(() => localStorage.clear());

  it('is not offered before delivery, and does not even ask', async () => {
    const network = stubNetwork({ [`GET ${REVIEW}`]: json({ canReview: false, review: null } satisfies RiderReviewState) });
    renderSection('booked_in');
    await networkSettled();
    expect(network.to(`GET ${REVIEW}`)).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'How did it go?' })).not.toBeInTheDocument();
  });

  it('is not offered to a token that may not review (a merged repeat’s)', async () => {
    const network = stubNetwork({ [`GET ${REVIEW}`]: json({ canReview: false, review: null } satisfies RiderReviewState) });
    renderSection('delivered');
    await networkSettled();
    expect(network.to(`GET ${REVIEW}`)).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'How did it go?' })).not.toBeInTheDocument();
  });

  it('offers 1 to 5 stars as a radio group and a comment; a rating is needed; the review is sent and thanked for', async () => {
    const network = stubNetwork({
      [`GET ${REVIEW}`]: json({ canReview: true, review: null } satisfies RiderReviewState),
      [`PUT ${REVIEW}`]: json(written({ rating: 4, comment: 'Call me on [contact details removed]' }), 201),
    });
    const user = renderSection('delivered');
    const section = await screen.findByRole('region', { name: 'How did it go?' });
    const group = within(section).getByRole('group', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '1 star' })).not.toBeChecked();

    await user.click(within(section).getByRole('button', { name: 'Send review' }));
    expect(within(group).getByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    expect(network.to(`PUT ${REVIEW}`)).toHaveLength(0);

    // The keyboard moves along the stars as in any radio group.
    await user.click(within(group).getByRole('radio', { name: '2 stars' }));
    // A rating chosen answers the message at once.
    expect(within(group).queryByText('Choose from 1 to 5 stars')).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(within(section).getByRole('textbox', { name: 'Comment (optional)' }), 'Call me on 0412 345 678');
    await user.click(within(section).getByRole('button', { name: 'Send review' }));

    expect(await within(section).findByText('Thank you for your review. You can change it until 2 Dec 2026.')).toBeInTheDocument();
    expect(network.bodiesOf(`PUT ${REVIEW}`)).toEqual([{ rating: 4, comment: 'Call me on 0412 345 678' }]);
    // The form starts again from what was stored: the comment as masked, and 'Update review'.
    expect(within(section).getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Call me on [contact details removed]');
    expect(within(section).getByRole('button', { name: 'Update review' })).toBeInTheDocument();
  });

  it('when the review waits for MotoHaul’s check, then the thanks says so instead of promising a change (ADR 0080)', async () => {
    stubNetwork({
      [`GET ${REVIEW}`]: json({ canReview: true, review: null } satisfies RiderReviewState),
      [`PUT ${REVIEW}`]: json(written({ rating: 5, changeable: false }), 201),
    });
    const user = renderSection('delivered');
    const section = await screen.findByRole('region', { name: 'How did it go?' });
    await user.click(within(section).getByRole('radio', { name: '5 stars' }));
    await user.click(within(section).getByRole('button', { name: 'Send review' }));
    expect(await within(section).findByText(HELD_REVIEW_THANKS)).toBeInTheDocument();
    expect(within(section).queryByText(/You can change it until/)).not.toBeInTheDocument();
  });

  it('shows the API’s refusal in words', async () => {
    stubNetwork({
      [`GET ${REVIEW}`]: json({ canReview: true, review: written() } satisfies RiderReviewState),
      [`PUT ${REVIEW}`]: json({ message: 'A review can be changed for 7 days after it was written.' }, 409),
    });
    const user = renderSection('finalised');
    const section = await screen.findByRole('region', { name: 'How did it go?' });
    expect(within(section).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(within(section).getByRole('radio', { name: '5 stars' }));
    await user.click(within(section).getByRole('button', { name: 'Update review' }));
    expect(await within(section).findByText('A review can be changed for 7 days after it was written.')).toBeInTheDocument();
  });

  it('once it can no longer be changed, shows the review and the provider’s reply, without a form', async () => {
    stubNetwork({
      [`GET ${REVIEW}`]: json({ canReview: true, review: written({ rating: 5, changeable: false, reply: 'Thanks, ride safe!' }) } satisfies RiderReviewState),
    });
    renderSection('invoice_paid');
    const section = await screen.findByRole('region', { name: 'How did it go?' });
    expect(within(section).getByText('Your review: 5 out of 5 stars')).toBeInTheDocument();
    expect(within(section).getByText('Careful and on time')).toBeInTheDocument();
    expect(within(section).getByLabelText("The provider's reply")).toHaveTextContent('Thanks, ride safe!');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
