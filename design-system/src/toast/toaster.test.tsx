import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from './toaster';
import { TOAST_DURATION_MS, toast } from './toast';

afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('is a labelled notification region, empty at first', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  });

  it('shows a destructive toast() as an alert with title and description', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Error', description: 'Failed to submit transport quote request. Please try again.', variant: 'destructive' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to submit transport quote request. Please try again.');
  });

  it('shows other toasts as a status', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Lead archived' }));
    expect(screen.getByRole('status')).toHaveTextContent('Lead archived');
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    render(<Toaster />);
    act(() => toast({ title: 'First' }));
    act(() => toast({ title: 'Second' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('removes the toast after 5 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('dismisses with the dismiss button', async () => {
    render(<Toaster />);
    act(() => toast({ title: 'Saved' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('ignores malformed events', () => {
    render(<Toaster />);
    act(() => {
      window.dispatchEvent(new CustomEvent('motohaul:toast', { detail: { nope: true } }));
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  });
});
