import { describe, expect, it } from 'vitest';
import type { PurchasedLead } from '@motohaul/contracts';
import { stageOf, summaryCounts, TAB_LABELS, visibleTabs } from './stages';

describe('stageOf', () => {
  it('when the stage is accepted_lead or unknown, then it counts as purchased', () => {
    expect(stageOf({ salesStage: 'accepted_lead' as PurchasedLead['salesStage'] })).toBe('purchased');
    expect(stageOf({ salesStage: 'called' })).toBe('called');
  });
});

describe('summaryCounts', () => {
  const summary = {
    tabs: { purchased: 1, called: 2, booked_in: 0, picked_up: 0, in_transit: 0, delivered: 0, paid: 3, declined: 0, finalised: 4, archived: 5 },
    history: { count: 15, amount: 375 },
    active: 10,
  };

  it('when the range is sound, then each tab shows the count the summary gives it', () => {
    expect(summaryCounts(summary, false)).toEqual(summary.tabs);
  });

  it('when the range selects nothing (From after To), then every tab shows 0', () => {
    expect(Object.values(summaryCounts(summary, true))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
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
      'Picked Up',
      'In Transit',
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
