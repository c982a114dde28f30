import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('is a labelled notification region, empty without a toast', () => {
    render(<Toaster toast={null} onDismiss={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  });

  it('shows a destructive toast as an alert with title and description', () => {
    const toast = { id: 1, title: 'Error', description: 'Failed to submit transport quote request. Please try again.', variant: 'destructive' as const };
    render(<Toaster toast={toast} onDismiss={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to submit transport quote request. Please try again.');
  });

  it('shows other toasts as a status', () => {
    render(<Toaster toast={{ id: 1, title: 'Lead archived' }} onDismiss={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Lead archived');
  });

  it('calls onDismiss from the dismiss button', async () => {
    const onDismiss = vi.fn();
    render(<Toaster toast={{ id: 1, title: 'Saved' }} onDismiss={onDismiss} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
