import { describe, expect, it } from 'vitest';
import type { PurchasedLead } from '@motohaul/contracts';
import { leadCardId, leadPath, purchaseJobRef, sameJobRef, tabOfPurchase } from './lead-link';

const purchase = (leadId: number, salesStage: string, jobReference: string | null, isArchived = false) =>
  ({ leadId, salesStage, jobReference, isArchived }) as unknown as PurchasedLead;

describe('lead links', () => {
  it('a lead path carries its job reference, and job references compare without letter case', () => {
    expect(leadPath('MT-250123')).toBe('/dashboard/leads/MT-250123');
    expect(sameJobRef('mt-250123', 'MT-250123')).toBe(true);
    expect(sameJobRef(null, 'MT-1')).toBe(false);
    expect(leadCardId('mt-7')).toBe('lead-MT-7');
  });

  it('finds the tab of a purchase: its stage tab, Paid for invoice_paid, Purchased for accepted_lead, else Archived', () => {
    expect(purchaseJobRef(purchase(2, 'invoice_paid', null))).toBe('MT-2');
    expect(tabOfPurchase(purchase(1, 'called', 'MT-1'))).toBe('called');
    expect(tabOfPurchase(purchase(2, 'invoice_paid', null))).toBe('paid');
    expect(tabOfPurchase(purchase(3, 'accepted_lead', null))).toBe('purchased');
    expect(tabOfPurchase(purchase(4, 'called', null, true))).toBe('archived');
  });
});
