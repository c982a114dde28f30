import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { quoteStepFields } from '@motohaul/contracts';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import PrivacyPolicyPage from './privacy-policy-page';

const renderPolicy = () =>
  render(
    <MemoryNavigation initial="/privacy-policy">
      {(navigation) => <PrivacyPolicyPage config={{ supportPhone: '1300 123 456', appMode: 'demo' as const }} user={null} navigation={navigation} />}
    </MemoryNavigation>,
  );

const sectionText = (heading: string) => screen.getByRole('heading', { level: 2, name: heading }).closest('section')?.textContent ?? '';

describe('PrivacyPolicyPage', () => {
  it('says a quote request collects what the quote form asks for, and no email address (issue 19)', () => {
    // The quote form's fields (contracts): no email among them.
    const quoteFields: readonly string[] = Object.values(quoteStepFields).flat();
    expect(quoteFields.filter((field) => /email/i.test(field))).toEqual([]);

    renderPolicy();
    const collected = sectionText('2. What we collect');
    expect(collected).toContain('When you request a quote we collect your name, phone number, your address if you give it');
    expect(collected).toContain('A quote request does not ask for your email address.');
    expect(collected).not.toMatch(/collect[^.]*email address,/);
    expect(sectionText('3. How your quote request is shared')).not.toMatch(/email/i);
  });
});
