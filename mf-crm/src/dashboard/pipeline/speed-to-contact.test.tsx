import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { purchasedLead, provider } from '../test-support/fixtures';
import { renderWithClient } from '../test-support/render';
import { PurchaseCard } from './purchase-card';
import { SpeedToContact } from './speed-to-contact';
import { CLOCK_TICK_MS } from './use-minute-clock';

const MINUTE = 60_000;
const purchasedAt = '2025-06-04T02:00:00Z';
const bought = Date.parse(purchasedAt);

afterEach(() => vi.useRealTimers());

describe('SpeedToContact', () => {
  it('when a lead at Purchased has waited under 2 hours, then it says so as plain text, not flagged', () => {
    render(<SpeedToContact purchase={purchasedLead({ purchasedAt })} now={bought + 42 * MINUTE} />);
    const text = screen.getByText('Not called yet — 42 min');
    expect(text).not.toHaveAttribute('data-call-overdue');
    expect(screen.queryByText(/Call overdue/)).not.toBeInTheDocument();
  });

  it('when a lead at Purchased has waited more than 2 hours, then a badge with an icon says it, and screen readers hear Call overdue', () => {
    const { container } = render(<SpeedToContact purchase={purchasedLead({ purchasedAt })} now={bought + 3 * 60 * MINUTE} />);
    const badge = container.querySelector('[data-call-overdue]');
    expect(badge).toHaveTextContent('Call overdue: Not called yet — 3 h');
    expect(badge?.querySelector('[aria-hidden="true"]')).toHaveTextContent('!');
    expect(screen.getByText('Call overdue:')).toHaveClass('mh-visually-hidden');
  });

  it('when exactly 2 hours have passed, then it is not flagged yet', () => {
    const { container } = render(<SpeedToContact purchase={purchasedLead({ purchasedAt })} now={bought + 2 * 60 * MINUTE} />);
    expect(container.querySelector('[data-call-overdue]')).toBeNull();
    expect(screen.getByText('Not called yet — 2 h')).toBeInTheDocument();
  });

  it('when the lead was called, then it says how long after the purchase', () => {
    const calledAt = new Date(bought + 42 * MINUTE).toISOString();
    render(<SpeedToContact purchase={purchasedLead({ purchasedAt, calledAt, salesStage: 'booked_in' })} now={bought + 9 * 60 * MINUTE} />);
    expect(screen.getByText('Called after 42 min')).toBeInTheDocument();
  });

  it('when a lead moved on without a Called date, then nothing shows', () => {
    const { container } = render(<SpeedToContact purchase={purchasedLead({ purchasedAt, salesStage: 'booked_in' })} now={bought + 9 * 60 * MINUTE} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PurchaseCard speed to contact', () => {
  it('when a minute passes, then the waiting time on the card moves on, and past 2 hours the card is flagged', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(bought + 118 * MINUTE);
    renderWithClient(<PurchaseCard purchase={purchasedLead({ purchasedAt })} user={provider} />);
    const card = screen.getByRole('article', { name: 'Jamie Rider' });
    expect(card).toHaveTextContent('Not called yet — 1 h 58 min');
    expect(card.querySelector('[data-call-overdue]')).toBeNull();

    act(() => void vi.advanceTimersByTime(CLOCK_TICK_MS));
    expect(card).toHaveTextContent('Not called yet — 1 h 59 min');
    act(() => void vi.advanceTimersByTime(2 * CLOCK_TICK_MS));
    expect(card).toHaveTextContent('Call overdue: Not called yet — 2 h 1 min');
    expect(card.querySelector('[data-call-overdue]')).not.toBeNull();
  });
});
