import { describe, expect, it } from 'vitest';
import type { PurchasedLead } from '@motohaul/contracts';
import { ALL_TIME } from '../date-filter/date-filter';
import { purchasedLead } from '../test-support/fixtures';
import { archivedPurchases, purchasesForStage, stageCounts, stageOf, TAB_LABELS, visibleTabs } from './stages';

const now = new Date('2025-06-05T01:00:00Z');

describe('stageOf', () => {
  it('when the stage is accepted_lead or unknown, then it counts as purchased', () => {
    expect(stageOf({ salesStage: 'accepted_lead' as PurchasedLead['salesStage'] })).toBe('purchased');
    expect(stageOf({ salesStage: 'called' })).toBe('called');
  });
});

describe('purchasesForStage', () => {
  const purchases = [
    purchasedLead({ id: 1, salesStage: 'called' }),
    purchasedLead({ id: 2, salesStage: 'invoice_paid', invoicePaidAt: '2025-06-01T00:00:00Z' }),
    purchasedLead({ id: 3, salesStage: 'invoice_paid', invoicePaidAt: '2025-06-05T00:00:00Z', purchasedAt: '2025-01-01T00:00:00Z' }),
    purchasedLead({ id: 4, salesStage: 'accepted_lead' as PurchasedLead['salesStage'] }),
  ];

  it('when listing Paid, then it holds invoice_paid purchases, newest paid first', () => {
    expect(purchasesForStage(purchases, 'invoice_paid', ALL_TIME, now).map((p) => p.id)).toEqual([3, 2]);
  });

  it('when a date filter is set, then Paid filters by invoice-paid date and other stages by purchase date', () => {
    const today = { range: 'today' as const, from: '', to: '' };
    expect(purchasesForStage(purchases, 'invoice_paid', today, now).map((p) => p.id)).toEqual([3]);
    expect(purchasesForStage(purchases, 'called', today, now)).toEqual([]);
  });

  it('when counting, then each stage tab counts its own purchases', () => {
    expect(stageCounts(purchases, ALL_TIME, now)).toEqual({
      purchased: 1,
      called: 1,
      booked_in: 0,
      delivered: 0,
      paid: 2,
      declined: 0,
      finalised: 0,
    });
  });
});

describe('archived purchases', () => {
  const purchases = [
    purchasedLead({ id: 1, salesStage: 'called' }),
    purchasedLead({ id: 2, salesStage: 'called', isArchived: true, archivedAt: '2025-06-02T00:00:00Z' }),
    purchasedLead({ id: 3, salesStage: 'finalised', isArchived: true, archivedAt: '2025-06-03T00:00:00Z' }),
  ];

  it('when a purchase is archived, then it leaves its stage tab and its count, and the Archived tab lists it, latest archived first', () => {
    expect(purchasesForStage(purchases, 'called', ALL_TIME, now).map((p) => p.id)).toEqual([1]);
    expect(stageCounts(purchases, ALL_TIME, now)).toMatchObject({ called: 1, finalised: 0 });
    expect(archivedPurchases(purchases, ALL_TIME, now).map((p) => p.id)).toEqual([3, 2]);
  });
});

describe('visibleTabs', () => {
  it('when the user is a team member, then the Leads tab is hidden', () => {
    expect(visibleTabs(true)).not.toContain('leads');
    expect(visibleTabs(false).map((id) => TAB_LABELS[id])).toEqual([
      'Leads',
      'Purchased',
      'Called',
      'Booked In',
      'Delivered',
      'Paid',
      'Declined',
      'Finalised',
      'Archived',
      'Purchase History',
    ]);
    expect(visibleTabs(true)).not.toContain('archived');
  });
});
