import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ReviewSummary } from '@motohaul/contracts';
import { ProviderReviews } from './provider-reviews';

describe('ProviderReviews in the directory (ADR 0056)', () => {
  it('says so when a provider has no reviews yet', () => {
    render(<ProviderReviews companyName="Casey Moto" reviews={{ average: null, count: 0, latest: [] }} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the average in words and the count, then the latest reviews with the provider’s reply', () => {
    const reviews: ReviewSummary = {
      average: 4.5,
      count: 12,
      latest: [
        { rating: 5, comment: 'Superb, on time', createdAt: '2026-11-20T01:00:00.000Z', reply: 'Thanks for riding with us' },
        { rating: 4, comment: null, createdAt: '2026-10-02T01:00:00.000Z', reply: null },
      ],
    };
    render(<ProviderReviews companyName="Casey Moto" reviews={reviews} />);
    expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === '★★★★★ 4.5 out of 5 from 12 reviews')).toBeInTheDocument();
    // The count is of every shown review, the list of the latest few: it says so.
    expect(screen.getByText('The latest 2 of 12 reviews:')).toBeInTheDocument();
    const latest = screen.getByRole('list', { name: 'Latest reviews of Casey Moto' });
    const items = within(latest).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('5 out of 5 · Nov 2026');
    expect(items[0]).toHaveTextContent('Superb, on time');
    expect(items[0]).toHaveTextContent("Provider's reply: Thanks for riding with us");
    expect(items[1]).toHaveTextContent('4 out of 5 · Oct 2026');
    expect(items[1]).not.toHaveTextContent('reply');
  });

  it('when every review is listed, then it does not say how many are shown', () => {
    const reviews: ReviewSummary = { average: 4, count: 1, latest: [{ rating: 4, comment: 'Fine', createdAt: '2026-10-02T01:00:00.000Z', reply: null }] };
    render(<ProviderReviews companyName="Casey Moto" reviews={reviews} />);
    expect(screen.getByText((_, node) => node?.tagName === 'P' && node.textContent === '★★★★★ 4.0 out of 5 from 1 review')).toBeInTheDocument();
    expect(screen.queryByText(/^The latest/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Latest reviews of Casey Moto' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
