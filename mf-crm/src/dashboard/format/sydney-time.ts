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
