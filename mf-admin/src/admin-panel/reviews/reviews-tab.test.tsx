import { describe, expect, it, onTestFinished } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, type AdminReview } from '@motohaul/contracts';
import { keepFocusOnRemoval, PageToaster } from '@motohaul/platform';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { AdminApiProvider } from '../../api/admin-client-context';
import { ReviewsTab } from './reviews-tab';

const review = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: 9,
  rating: 1,
  comment: 'Rude and late',
  createdAt: '2026-11-20T01:00:00.000Z',
  reply: null,
  repliedAt: null,
  jobReference: 'MT-900001',
  hidden: false,
  providerId: 3,
  companyName: 'Dana Moto Transport',
  hiddenReason: null,
  ...overrides,
});

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial="/admin/reviews" patterns={['/admin/:tab']}>
        {() => (
          <AdminApiProvider token="tok-1">
            <ReviewsTab />
          </AdminApiProvider>
        )}
      </MemoryNavigation>
      <PageToaster />
    </QueryClientProvider>,
  );
  return user;
}

describe('ReviewsTab (ADR 0056)', () => {
  it('lists reviews with their provider, and hides one with a reason that is required', async () => {
    const hidden = review({ hidden: true, hiddenReason: 'Abusive language' });
    stubNetwork({
      [`GET ${API_PATHS.adminReviews}`]: json({ reviews: [review(), review({ id: 8, rating: 5, comment: null, jobReference: 'MT-800001', reply: 'Thanks' })] }),
      [`POST ${API_PATHS.adminReviewHide(9)}`]: json({ reviews: [hidden] }),
    });
    const user = renderTab();
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('1 out of 5: Dana Moto Transport, job MT-900001');
    expect(cards[0]).toHaveTextContent('Rude and late');
    expect(cards[1]).toHaveTextContent("Provider's reply: Thanks");

    await user.click(within(cards[0]!).getByRole('button', { name: 'Hide the review of job MT-900001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the review of job MT-900001' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(network.to(`POST ${API_PATHS.adminReviewHide(9)}`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Abusive language');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Written 20 Nov 2026. Hidden: Abusive language', { exact: false })).toBeInTheDocument();
    expect(network.bodiesOf(`POST ${API_PATHS.adminReviewHide(9)}`)).toEqual([{ reason: 'Abusive language' }]);
    expect(network.to(`POST ${API_PATHS.adminReviewHide(9)}`)[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(screen.queryByRole('button', { name: 'Hide the review of job MT-900001' })).not.toBeInTheDocument();
  });

  it('shows a hidden review again with one press, says so, and hands the focus to the Hide that takes its place', async () => {
    // The shell's one focus mechanism (issue 45 item 9), as the page has it.
    onTestFinished(keepFocusOnRemoval());
    const hidden = review({ hidden: true, hiddenReason: 'Abusive language' });
    stubNetwork({
      [`GET ${API_PATHS.adminReviews}`]: json({ reviews: [hidden] }),
      [`POST ${API_PATHS.adminReviewShow(9)}`]: json({ reviews: [review()] }),
    });
    const user = renderTab();
    (await screen.findByRole('button', { name: 'Show the review of job MT-900001 again' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Hide the review of job MT-900001' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Review shownThe review of job MT-900001 shows in the directory again.');
    expect(network.to(`POST ${API_PATHS.adminReviewShow(9)}`)).toHaveLength(1);
    expect(screen.queryByText('Hidden: Abusive language', { exact: false })).not.toBeInTheDocument();
  });
});
