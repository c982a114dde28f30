import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../dialog/dialog';
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

  it('when a dialog is open, then the toast shows inside it after its actions, never over them, and returns to the page region once it closes', async () => {
    const toast = { id: 1, title: 'Payment Error', variant: 'destructive' as const };
    const page = (open: boolean) => (
      <>
        <Dialog open={open} onClose={() => undefined} title="Purchase Lead" footer={<button type="button">Complete Purchase</button>} />
        <Toaster toast={toast} onDismiss={() => undefined} />
      </>
    );
    const { rerender } = render(page(true));
    const dialog = screen.getByRole('dialog', { name: 'Purchase Lead' });
    const inDialog = await within(dialog).findByRole('region', { name: 'Notifications' });
    const alert = within(inDialog).getByRole('alert');
    const action = within(dialog).getByRole('button', { name: 'Complete Purchase' });
    expect(action.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const [pageRegion] = screen.getAllByRole('region', { name: 'Notifications' }).filter((region) => !dialog.contains(region));
    expect(pageRegion).toBeEmptyDOMElement();

    rerender(page(false));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Notifications' })).getByRole('alert')).toHaveTextContent('Payment Error'));
  });
});
