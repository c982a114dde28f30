import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrustBadges } from './trust-badges';

describe('TrustBadges', () => {
  it('when a provider is verified and insured, then both badges are listed under an accessible name', () => {
    render(<TrustBadges verified insured />);
    const list = screen.getByRole('list', { name: 'Checked by MotoHaul' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['✓ Verified', '✓ Insured']);
  });

  it('when only verified (the insurance expired), then only Verified shows', () => {
    render(<TrustBadges verified insured={false} />);
    expect(screen.getByRole('listitem').textContent).toBe('✓ Verified');
  });

  it('when neither, then nothing is drawn', () => {
    const { container } = render(<TrustBadges verified={false} insured={false} />);
    expect(container.innerHTML).toBe('');
  });
});
