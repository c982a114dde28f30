import * as v from 'valibot';
import { queryDay, TO_BEFORE_FROM_MESSAGE } from './fields';

// Speed to contact (issue 15 item 2, ADR 0034): how long a purchased lead waited from its purchase until 'Called'.

/** A lead bought longer ago than this and still not called is highlighted on its pipeline card. */
export const CALL_OVERDUE_AFTER_MS = 2 * 60 * 60 * 1000;

/**
 * GET /api/lead-purchases/speed-to-contact?from=&to= : the purchases bought from `from` to `to` (Sydney calendar
 * days, both included; a blank bound is open), as the dashboard's date filter selects them.
 */
export const speedToContactQuerySchema = v.pipe(
  v.object({ from: queryDay, to: queryDay }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || to >= from, TO_BEFORE_FROM_MESSAGE),
    ['to'],
  ),
);
export type SpeedToContactQuery = v.InferOutput<typeof speedToContactQuerySchema>;

/** The answer of GET /api/lead-purchases/speed-to-contact (the owner's figure, for a team member too). */
export interface SpeedToContact {
  /** The median of called_at - purchased_at over the called purchases in the range, in whole seconds; null when none was called. */
  medianSeconds: number | null;
  /** How many purchases in the range have a 'Called' date (the median's sample). */
  calledLeads: number;
}
