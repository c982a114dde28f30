import { describe, expect, it } from 'vitest';
import type { PurchasedLead } from '@motohaul/contracts';
import { leadCardId, leadPath, purchaseJobRef, sameJobRef, tabOfJobRef } from './lead-link';

const purchase = (leadId: number, salesStage: string, jobReference: string | null) =>
  ({ leadId, salesStage, jobReference }) as unknown as PurchasedLead;

describe('lead links', () => {
  it('a lead path carries its job reference, and job references compare without letter case', () => {
    expect(leadPath('MT-250123')).toBe('/dashboard/leads/MT-250123');
    expect(sameJobRef('mt-250123', 'MT-250123')).toBe(true);
    expect(sameJobRef(null, 'MT-1')).toBe(false);
    expect(leadCardId('mt-7')).toBe('lead-MT-7');
  });

  it('finds the stage tab of a purchased lead, the Paid tab for invoice_paid, and null for a lead not bought', () => {
    const purchases = [purchase(1, 'called', 'MT-1'), purchase(2, 'invoice_paid', null)];
    expect(purchaseJobRef(purchases[1]!)).toBe('MT-2');
    expect(tabOfJobRef(purchases, 'mt-1')).toBe('called');
    expect(tabOfJobRef(purchases, 'MT-2')).toBe('paid');
    expect(tabOfJobRef(purchases, 'MT-3')).toBeNull();
  });
});
