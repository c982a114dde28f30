import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useGreeting } from './use-greeting';

function Shown() {
  const { salutation } = useGreeting();
  return <p>{salutation}</p>;
}

describe('useGreeting', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-01T11:59:30'), toFake: ['setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('refreshes every 60 seconds', () => {
    render(<Shown />);
    expect(screen.getByText('Good Morning')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('Good Morning')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('Good Afternoon')).toBeInTheDocument();
  });
});
