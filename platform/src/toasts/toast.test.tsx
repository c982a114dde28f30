import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageToaster } from './page-toaster';
import { TOAST_DURATION_MS, toast, toastStore } from './toast';

afterEach(() => {
  act(() => toastStore.getState().dismiss());
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<PageToaster />);
    act(() => toast({ title: 'First' }));
    act(() => toast({ title: 'Second' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('removes the toast after 5 seconds, counted from the latest toast', () => {
    vi.useFakeTimers();
    render(<PageToaster />);
    act(() => toast({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    act(() => toast({ title: 'Saved again' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Saved again');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('dismisses with the dismiss button', async () => {
    render(<PageToaster />);
    act(() => toast({ title: 'Saved' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
