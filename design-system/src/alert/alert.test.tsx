import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Alert } from './alert';

describe('Alert', () => {
  it('destructive notices are alerts with title and body', () => {
    render(
      <Alert variant="destructive" title="Error">
        Failed to submit.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to submit.');
    expect(alert).toHaveClass('mh-alert--destructive');
  });

  it('informational notices are polite statuses', () => {
    render(<Alert title="Starting from Parramatta NSW 2150" />);
    expect(screen.getByRole('status')).toHaveTextContent('Starting from Parramatta NSW 2150');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
