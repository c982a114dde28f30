import { describe, expect, it } from 'vitest';
import { CALL_OVERDUE_AFTER_MS } from '@motohaul/contracts';
import { purchasedLead } from '../test-support/fixtures';
import { isCallOverdue, speedToContact } from './speed-to-contact-rule';

const purchasedAt = '2025-06-04T02:00:00Z';
const bought = Date.parse(purchasedAt);
const MINUTE = 60_000;

describe('isCallOverdue (the 2 hour boundary)', () => {
  it('when exactly 2 hours have passed, then it is not overdue yet; a millisecond later it is', () => {
    expect(CALL_OVERDUE_AFTER_MS).toBe(2 * 60 * MINUTE);
    expect(isCallOverdue(2 * 60 * MINUTE - 1)).toBe(false);
    expect(isCallOverdue(2 * 60 * MINUTE)).toBe(false);
    expect(isCallOverdue(2 * 60 * MINUTE + 1)).toBe(true);
  });
});

describe('speedToContact', () => {
  it('when a lead at Purchased has waited up to 2 hours, then it is waiting, not overdue; past 2 hours it is overdue', () => {
    const purchase = purchasedLead({ purchasedAt, salesStage: 'purchased' });
    expect(speedToContact(purchase, bought + 42 * MINUTE)).toEqual({ kind: 'waiting', waitedMs: 42 * MINUTE, overdue: false });
    expect(speedToContact(purchase, bought + 120 * MINUTE)).toEqual({ kind: 'waiting', waitedMs: 120 * MINUTE, overdue: false });
    expect(speedToContact(purchase, bought + 121 * MINUTE)).toEqual({ kind: 'waiting', waitedMs: 121 * MINUTE, overdue: true });
  });

  it('when the lead was called, then it says how long after the purchase, whatever its stage now and however late', () => {
    const calledAt = new Date(bought + 42 * MINUTE).toISOString();
    expect(speedToContact(purchasedLead({ purchasedAt, calledAt, salesStage: 'called' }), bought + 10 * 60 * MINUTE)).toEqual({ kind: 'called', afterMs: 42 * MINUTE });
    expect(speedToContact(purchasedLead({ purchasedAt, calledAt, salesStage: 'finalised' }), bought)).toEqual({ kind: 'called', afterMs: 42 * MINUTE });
    expect(speedToContact(purchasedLead({ purchasedAt, calledAt, salesStage: 'declined' }), bought)).toEqual({ kind: 'called', afterMs: 42 * MINUTE });
  });

  it('when an uncalled lead has moved on (Called skipped) or been declined, then there is nothing to say', () => {
    expect(speedToContact(purchasedLead({ purchasedAt, salesStage: 'booked_in' }), bought + 5 * 60 * MINUTE)).toEqual({ kind: 'none' });
    expect(speedToContact(purchasedLead({ purchasedAt, salesStage: 'declined' }), bought + 5 * 60 * MINUTE)).toEqual({ kind: 'none' });
  });

  it('when an uncalled lead at Purchased is archived, then it still shows its wait but is never overdue', () => {
    expect(speedToContact(purchasedLead({ purchasedAt, isArchived: true }), bought + 5 * 60 * MINUTE)).toEqual({ kind: 'waiting', waitedMs: 5 * 60 * MINUTE, overdue: false });
  });

  it('when the old stage name accepted_lead is stored, then it counts as Purchased', () => {
    const purchase = purchasedLead({ purchasedAt, salesStage: 'accepted_lead' as never });
    expect(speedToContact(purchase, bought + 3 * 60 * MINUTE)).toMatchObject({ kind: 'waiting', overdue: true });
  });

  it('when a date is not valid, then there is nothing to say', () => {
    expect(speedToContact(purchasedLead({ purchasedAt: 'not a date' }), bought)).toEqual({ kind: 'none' });
    expect(speedToContact(purchasedLead({ purchasedAt, calledAt: 'nope' }), bought)).toEqual({ kind: 'none' });
  });
});
