import * as v from 'valibot';

// Speed to contact (issue 15 item 2, ADR 0034): how long a purchased lead waited from its purchase until 'Called'.

/** A lead bought longer ago than this and still not called is highlighted on its pipeline card. */
export const CALL_OVERDUE_AFTER_MS = 2 * 60 * 60 * 1000;

export const SPEED_RANGE_TO_BEFORE_FROM_MESSAGE = 'The end date cannot be before the start date';

/** Whether text is a YYYY-MM-DD day that exists on the calendar (v.isoDate lets 2025-02-30 through). */
const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/** A YYYY-MM-DD Sydney calendar day in a query string, or blank for no bound. */
const rangeDay = v.optional(v.union([v.literal(''), v.pipe(v.string(), v.check(isCalendarDay, 'Enter a valid date'))], 'Enter a valid date'), '');

/**
 * GET /api/lead-purchases/speed-to-contact?from=&to= : the purchases bought from `from` to `to` (Sydney calendar
 * days, both included; a blank bound is open), as the dashboard's date filter selects them.
 */
export const speedToContactQuerySchema = v.pipe(
  v.object({ from: rangeDay, to: rangeDay }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || to >= from, SPEED_RANGE_TO_BEFORE_FROM_MESSAGE),
    ['to'],
  ),
);
export type SpeedToContactQueryInput = v.InferInput<typeof speedToContactQuerySchema>;
export type SpeedToContactQuery = v.InferOutput<typeof speedToContactQuerySchema>;

/** The answer of GET /api/lead-purchases/speed-to-contact (the owner's figure, for a team member too). */
export interface SpeedToContact {
  /** The median of called_at - purchased_at over the called purchases in the range, in whole seconds; null when none was called. */
  medianSeconds: number | null;
  /** How many purchases in the range have a 'Called' date (the median's sample). */
  calledLeads: number;
}
