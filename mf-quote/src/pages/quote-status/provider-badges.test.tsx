import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProviderBadges } from './provider-badges';

describe("the buyer's badges on the rider's status page", () => {
  it('when the buyer is verified and their insurance has expired, then Verified shows and Insured does not', () => {
    render(<ProviderBadges provider={{ verified: true, insured: false }} />);
    expect(screen.getByRole('list', { name: 'Checked by MotoHaul' })).toHaveTextContent('Verified');
    expect(screen.queryByText('Insured')).not.toBeInTheDocument();
  });

  it('when the buyer is verified and insured, then both show', () => {
    render(<ProviderBadges provider={{ verified: true, insured: true }} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['✓ Verified', '✓ Insured']);
  });
});
