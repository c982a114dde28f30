import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import TermsPage from './terms-page';

describe('TermsPage', () => {
  it('gives the support phone as a tel: link (spec: throughout the site)', () => {
    render(
      <MemoryNavigation initial="/terms-and-conditions">
        {(navigation) => <TermsPage config={{ supportPhone: '1300 123 456', appMode: 'demo' as const }} user={null} navigation={navigation} />}
      </MemoryNavigation>,
    );
    expect(screen.getByRole('link', { name: '1300 123 456' })).toHaveAttribute('href', 'tel:1300123456');
  });
});
