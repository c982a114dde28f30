import { CALL_OVERDUE_AFTER_MS, type PurchasedLead } from '@motohaul/contracts';
import { stageOf } from './stages';

/** What a pipeline card says about the time from purchase to 'Called' (ADR 0034). */
export type SpeedToContactState =
  /** Called: how long after the purchase (the first Called date, ADR 0029). */
  | { kind: 'called'; afterMs: number }
  /** Still at Purchased: how long it has waited; overdue once more than 2 hours have passed. */
  | { kind: 'waiting'; waitedMs: number; overdue: boolean }
  /** Nothing to say: moved on without a Called date (a skipped stage), or no valid purchase date. */
  | { kind: 'none' };

type Dates = Pick<PurchasedLead, 'purchasedAt' | 'calledAt' | 'salesStage' | 'isArchived'>;

/** Whether a lead waiting `waitedMs` since its purchase is overdue for a call: strictly more than 2 hours. */
export const isCallOverdue = (waitedMs: number) => waitedMs > CALL_OVERDUE_AFTER_MS;

/**
 * The speed to contact of a purchase at `now` (ms). A lead not yet called is only counted as waiting while it is at
 * Purchased; an archived one is never flagged overdue (the provider has put it away).
 */
export function speedToContact(purchase: Dates, now: number): SpeedToContactState {
  const purchasedAt = Date.parse(purchase.purchasedAt);
  if (Number.isNaN(purchasedAt)) return { kind: 'none' };
  if (purchase.calledAt) {
    const calledAt = Date.parse(purchase.calledAt);
    return Number.isNaN(calledAt) ? { kind: 'none' } : { kind: 'called', afterMs: calledAt - purchasedAt };
  }
  if (stageOf(purchase) !== 'purchased') return { kind: 'none' };
  const waitedMs = now - purchasedAt;
  return { kind: 'waiting', waitedMs, overdue: !purchase.isArchived && isCallOverdue(waitedMs) };
}
