/** The business's time zone: 'today' for dates a rider picks is today in Sydney (spec §9). */
export const BUSINESS_TIME_ZONE = 'Australia/Sydney';

const sydneyDate = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Sydney as <input type="date"> wants it (YYYY-MM-DD). */
export function todayInSydney(now: Date = new Date()): string {
  const parts = Object.fromEntries(sydneyDate.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
