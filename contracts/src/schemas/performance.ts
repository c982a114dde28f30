import * as v from 'valibot';

/** The longest range the Performance view reports on, in days (about five years). */
export const PERFORMANCE_MAX_DAYS = 5 * 366;
export const PERFORMANCE_RANGE_MESSAGE = 'Choose a range of at most 5 years';
export const PERFORMANCE_TO_BEFORE_FROM_MESSAGE = 'The end date must be on or after the start date';

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** A real calendar day (2025-02-30 is not one), YYYY-MM-DD. */
const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

/** A YYYY-MM-DD day in a query string, or blank / absent for none. */
const performanceDay = v.pipe(
  v.optional(v.string('Enter a valid date'), ''),
  v.trim(),
  v.check((day) => day === '' || (/^\d{4}-\d{2}-\d{2}$/.test(day) && isCalendarDay(day)), 'Enter a valid date (YYYY-MM-DD)'),
);

/**
 * GET /api/performance?from=&to= and GET /api/performance/export.csv (issue 15, ADR 0035): from and to are Sydney
 * calendar days, both included; a blank `from` starts at the first purchase, a blank `to` ends today.
 */
export const performanceQuerySchema = v.pipe(
  v.object({ from: performanceDay, to: performanceDay }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || to >= from, PERFORMANCE_TO_BEFORE_FROM_MESSAGE),
    ['to'],
  ),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || dayNumber(to) - dayNumber(from) < PERFORMANCE_MAX_DAYS, PERFORMANCE_RANGE_MESSAGE),
    ['to'],
  ),
);
export type PerformanceQueryInput = v.InferInput<typeof performanceQuerySchema>;
export type PerformanceQuery = v.InferOutput<typeof performanceQuerySchema>;
