import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('shows its title as a heading of the chosen level', () => {
    render(
      <Card title="Why MotoHaul?" headingLevel={3}>
        Verified providers
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Why MotoHaul?' })).toBeInTheDocument();
    expect(screen.getByText('Verified providers')).toBeInTheDocument();
  });

  it('as a named section is a region landmark', () => {
    render(
      <Card as="section" aria-label="Transport Details">
        Pickup and delivery
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Transport Details' })).toHaveClass('mh-card');
  });

  it('has no heading without a title, and a tinted tone', () => {
    render(<Card tone="tinted">Body</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Body')).toHaveClass('mh-card--tinted');
  });
});
