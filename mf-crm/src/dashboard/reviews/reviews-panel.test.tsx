import { describe, expect, it, onTestFinished } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type ProviderReviewsResponse } from '@motohaul/contracts';
import { keepFocusOnRemoval } from '@motohaul/platform';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { renderWithClient } from '../test-support/render';
import { ReviewsPanel } from './reviews-panel';

const reviews: ProviderReviewsResponse = {
  summary: { average: 4.5, count: 2 },
  reviews: [
    { id: 7, rating: 5, comment: 'Superb', createdAt: '2026-11-20T01:00:00.000Z', reply: null, repliedAt: null, jobReference: 'MT-700001', hidden: false },
    { id: 6, rating: 4, comment: null, createdAt: '2026-11-10T01:00:00.000Z', reply: 'Thanks!', repliedAt: '2026-11-11T01:00:00.000Z', jobReference: 'MT-600001', hidden: false },
    { id: 5, rating: 1, comment: 'Abusive text', createdAt: '2026-11-01T01:00:00.000Z', reply: null, repliedAt: null, jobReference: 'MT-500001', hidden: true },
  ],
};
const region = () => within(screen.getByRole('region', { name: 'Your Reviews' }));

describe('ReviewsPanel (ADR 0056)', () => {
  it('lists the reviews with the average, marks hidden ones, and the owner replies once to one without a reply', async () => {
    // The shell's one focus mechanism (issue 45 item 9), as the page has it.
    onTestFinished(keepFocusOnRemoval());
    const replied = { ...reviews, reviews: reviews.reviews.map((review) => (review.id === 7 ? { ...review, reply: 'Thank you, ride safe', repliedAt: '2026-11-21T01:00:00.000Z' } : review)) };
    stubNetwork({ [`GET ${API_PATHS.providerReviews}`]: json(reviews), [`POST ${API_PATHS.providerReviewReply(7)}`]: json(replied) });
    const { user } = renderWithClient(<ReviewsPanel canReply />);

    expect(await region().findByText('4.5 out of 5 from 2 reviews shown in the directory.')).toBeInTheDocument();
    const items = region().getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('5 out of 5 · Job MT-700001');
    expect(items[1]).toHaveTextContent('Your reply: Thanks!');
    expect(items[2]).toHaveTextContent('Hidden by MotoHaul');
    // One Reply button for each review without a reply.
    expect(region().getAllByRole('button', { name: /^Reply to the review of job/ })).toHaveLength(2);

    await user.click(region().getByRole('button', { name: 'Reply to the review of job MT-700001' }));
    const field = region().getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveFocus();
    await user.click(region().getByRole('button', { name: 'Send reply' }));
    expect(region().getByText('Please write your reply')).toBeInTheDocument();
    expect(network.to(`POST ${API_PATHS.providerReviewReply(7)}`)).toHaveLength(0);

    await user.type(field, 'Thank you, ride safe');
    await user.tab();
    expect(region().getByRole('button', { name: 'Send reply' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await region().findByText('Thank you, ride safe')).toBeInTheDocument();
    expect((await screen.findByText('Your reply shows under the review of job MT-700001 in the directory.')).closest('[role="status"]')).not.toBeNull();
    // The form went with the focused button: the list's heading has the focus, not the page's body.
    await waitFor(() => expect(region().getByRole('heading', { name: 'Your Reviews' })).toHaveFocus());
    expect(network.bodiesOf(`POST ${API_PATHS.providerReviewReply(7)}`)).toEqual([{ reply: 'Thank you, ride safe' }]);
    expect(region().queryByRole('button', { name: 'Reply to the review of job MT-700001' })).not.toBeInTheDocument();
  });

  it('a team member reads the reviews but has no Reply', async () => {
    stubNetwork({ [`GET ${API_PATHS.providerReviews}`]: json(reviews) });
    renderWithClient(<ReviewsPanel canReply={false} />);
    expect(await region().findByText('Superb')).toBeInTheDocument();
    expect(region().queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    stubNetwork({ [`GET ${API_PATHS.providerReviews}`]: json({ summary: { average: null, count: 0 }, reviews: [] }) });
    renderWithClient(<ReviewsPanel canReply />);
    expect(await region().findByText('No reviews yet. Riders can review you once you move their lead to Delivered.')).toBeInTheDocument();
  });
});
