import type { AdminAnalytics } from '@motohaul/contracts';

export interface MonthPoint {
  month: string;
  purchases: number;
  revenue: number;
}

const nextMonth = (month: string) => {
  const [year = 1970, number = 1] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/**
 * The months to chart, oldest first: every month from the first with purchases to the last (quiet months as
 * zero, so the bars keep the calendar's spacing), at most the latest `limit`.
 */
export function monthSeries(byMonth: AdminAnalytics['purchasesByMonth'], limit = 12): MonthPoint[] {
  const keys = Object.keys(byMonth).sort();
  const first = keys[0];
  const last = keys[keys.length - 1];
  if (!first || !last) return [];
  const points: MonthPoint[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) {
    points.push({ month, purchases: byMonth[month]?.purchases ?? 0, revenue: byMonth[month]?.revenue ?? 0 });
  }
  return points.slice(-limit);
}
