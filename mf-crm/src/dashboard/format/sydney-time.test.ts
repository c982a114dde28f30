import { describe, expect, it } from 'vitest';
import { calendarDay, sydneyDate } from './sydney-time';

describe('dates on the dashboard', () => {
  it('when a rider chose a day, then it reads as the dashboard writes dates, the same day whatever the time zone', () => {
    expect(calendarDay('2026-12-03')).toBe('3 Dec 2026');
    expect(calendarDay('2027-01-01')).toBe('1 Jan 2027');
    expect(calendarDay('2026-12-03')).toBe(sydneyDate('2026-12-03T05:00:00Z'));
  });

  it('when the text is not a day, then it is shown as it is', () => {
    expect(calendarDay('soon')).toBe('soon');
  });
});
