import { DISPLAY_TIME_ZONE, TO_BEFORE_FROM_MESSAGE } from '@motohaul/contracts';

// The dashboard's date filter (spec §2.8), by Sydney calendar day.

export const DATE_RANGES = ['all', 'today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  all: 'All Time',
  today: 'Today',
  yesterday: 'Yesterday',
  last7: 'Last 7 Days',
  last30: 'Last 30 Days',
  custom: 'Custom Range',
};

export interface DateFilter {
  range: DateRange;
  /** YYYY-MM-DD, used by the custom range only. */
  from: string;
  to: string;
}

export const ALL_TIME: DateFilter = { range: 'all', from: '', to: '' };

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Sydney calendar day of an instant, as YYYY-MM-DD. */
export const sydneyDay = (date: string | Date) => dayFormat.format(new Date(date));

/** The YYYY-MM-DD day `days` before the given day. */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The inclusive day range a filter allows, or null when everything passes. */
export function dayRange(filter: DateFilter, now: Date = new Date()): { from: string; to: string } | null {
  const today = sydneyDay(now);
  switch (filter.range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = daysBefore(today, 1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: daysBefore(today, 6), to: today };
    case 'last30':
      return { from: daysBefore(today, 29), to: today };
    case 'custom':
      // Spec: a custom range with either date empty lets everything pass.
      return filter.from && filter.to ? { from: filter.from, to: filter.to } : null;
    default:
      return null;
  }
}

/** What the From field says when a custom range starts after it ends (the To field says TO_BEFORE_FROM_MESSAGE). */
export const FROM_AFTER_TO_MESSAGE = 'The start date cannot be after the end date';

/**
 * The field errors of a custom range whose From is after its To (both fields are marked), or null when the filter
 * is sound. Such a range selects no purchase; the server refuses it too (a 400 on `to`).
 */
export function rangeErrors(filter: DateFilter): { from: string; to: string } | null {
  if (filter.range !== 'custom' || !filter.from || !filter.to || filter.from <= filter.to) return null;
  return { from: FROM_AFTER_TO_MESSAGE, to: TO_BEFORE_FROM_MESSAGE };
}

/**
 * What the filter says on the Leads tab: it applies to purchased leads only (spec §4: a stage tab filters by its
 * stage and by a date), so the leads for sale are all listed whatever it is set to.
 */
export const LEADS_TAB_FILTER_NOTE =
  'This filter applies to your purchased leads. The Leads tab lists every available lead; each card shows when it was posted.';
