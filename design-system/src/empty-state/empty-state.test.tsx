import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows its title and, when given, the line under it', () => {
    const { rerender } = render(<EmptyState title="No leads yet" text="Leads will appear here" />);
    expect(screen.getByText('No leads yet')).toBeInTheDocument();
    expect(screen.getByText('Leads will appear here')).toBeInTheDocument();
    rerender(<EmptyState title="No leads yet" />);
    expect(screen.queryByText('Leads will appear here')).not.toBeInTheDocument();
  });
});
