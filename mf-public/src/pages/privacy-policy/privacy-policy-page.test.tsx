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
  it('gives the support phone as a tel: link (spec: throughout the site)', () => {
    renderPolicy();
    expect(screen.getByRole('link', { name: '1300 123 456' })).toHaveAttribute('href', 'tel:1300123456');
  });

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

  it('says Australian Consumer Law rights are kept (spec §2.7, issue 27)', () => {
    renderPolicy();
    const rights = sectionText('7. Your rights under the Australian Consumer Law');
    expect(rights).toContain('Nothing in this policy or in our terms and conditions excludes, restricts or modifies any right or remedy');
    expect(rights).toContain('you keep those rights');
  });

  it('says truthfully what every provider sees before purchase, as the API masks a lead (issue 27)', () => {
    renderPolicy();
    const shared = sectionText('3. How your quote request is shared');
    // What toAvailableLead (api/src/contexts/leads/available-leads.ts) gives a provider before purchase.
    expect(shared).toContain('every registered provider can see: your first name');
    expect(shared).toContain('your phone number partly hidden (only its first 2 and last 3 digits, for example 04*****678)');
    expect(shared).toContain('the suburb, state and postcode of the pickup and drop-off, not the street address');
    expect(shared).toContain('your special requests, with any contact details typed into them hidden');
    // Preferred dates are not shown before purchase: only whether the dates are flexible.
    expect(shared).not.toMatch(/can see the locations, dates/);
    expect(shared).toContain('only that provider receives your full name, your full phone number');
  });
});
