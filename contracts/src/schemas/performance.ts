import * as v from 'valibot';
import { queryDay, TO_BEFORE_FROM_MESSAGE } from './fields';

/** The longest range the Performance view reports on, in days (about five years). */
export const PERFORMANCE_MAX_DAYS = 5 * 366;
export const PERFORMANCE_RANGE_MESSAGE = 'Choose a range of at most 5 years';

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * GET /api/performance?from=&to= and GET /api/performance/export.csv (issue 15, ADR 0035): from and to are Sydney
 * calendar days, both included; a blank `from` starts at the first purchase, a blank `to` ends today.
 */
export const performanceQuerySchema = v.pipe(
  v.object({ from: queryDay, to: queryDay }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || to >= from, TO_BEFORE_FROM_MESSAGE),
    ['to'],
  ),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || dayNumber(to) - dayNumber(from) < PERFORMANCE_MAX_DAYS, PERFORMANCE_RANGE_MESSAGE),
    ['to'],
  ),
);
