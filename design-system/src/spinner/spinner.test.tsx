import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with an accessible label', () => {
    render(<Spinner label="Loading your account" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
  });

  it('defaults its label to Loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('inline spinners add no live region of their own', () => {
    render(<Spinner inline label="Submitting" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Submitting')).toBeInTheDocument();
  });
});
