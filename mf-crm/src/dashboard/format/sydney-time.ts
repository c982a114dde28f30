import { DISPLAY_TIME_ZONE } from '@motohaul/contracts';

const dateTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: DISPLAY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dateOnly = new Intl.DateTimeFormat('en-AU', { timeZone: DISPLAY_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });

/** A date and time in Sydney (spec §9), e.g. '5 Jun 2025, 2:30 pm'. */
export const sydneyDateTime = (date: string | Date) => dateTime.format(new Date(date));

/** A calendar date in Sydney, e.g. '5 Jun 2025'. */
export const sydneyDate = (date: string | Date) => dateOnly.format(new Date(date));

// A day the rider chose ('2026-12-03') is a calendar day, not an instant: read and written in UTC, it is the same day.
const calendarDayFormat = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** A YYYY-MM-DD day as the dashboard writes dates, e.g. '3 Dec 2026'; text that is not one is shown as it is. */
export function calendarDay(day: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(time) ? calendarDayFormat.format(time) : day;
}
