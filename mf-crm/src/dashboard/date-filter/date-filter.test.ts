import { describe, expect, it } from 'vitest';
import { ALL_TIME, daysBefore, matchesDateFilter, sydneyDay, type DateFilter } from './date-filter';

// 2025-06-05 01:00 UTC is 11:00 on 5 June in Sydney.
const now = new Date('2025-06-05T01:00:00Z');
const filter = (range: DateFilter['range'], from = '', to = ''): DateFilter => ({ range, from, to });

describe('sydneyDay', () => {
  it('when it is late evening UTC, then it is already the next day in Sydney', () => {
    expect(sydneyDay('2025-06-04T15:00:00Z')).toBe('2025-06-05');
    expect(sydneyDay('2025-06-04T13:59:00Z')).toBe('2025-06-04');
  });

  it('when stepping back across a month end, then the day is right', () => {
    expect(daysBefore('2025-03-01', 1)).toBe('2025-02-28');
  });
});

describe('matchesDateFilter', () => {
  it('when the filter is All Time, then everything passes, even records without a date', () => {
    expect(matchesDateFilter('2020-01-01T00:00:00Z', ALL_TIME, now)).toBe(true);
    expect(matchesDateFilter(null, ALL_TIME, now)).toBe(true);
  });

  it('when the filter is Today, then only records of the Sydney day pass', () => {
    expect(matchesDateFilter('2025-06-04T14:30:00Z', filter('today'), now)).toBe(true); // 00:30 on 5 June
    expect(matchesDateFilter('2025-06-04T13:30:00Z', filter('today'), now)).toBe(false); // 23:30 on 4 June
    expect(matchesDateFilter(null, filter('today'), now)).toBe(false);
  });

  it('when the filter is Yesterday, then only the previous Sydney day passes', () => {
    expect(matchesDateFilter('2025-06-04T13:30:00Z', filter('yesterday'), now)).toBe(true);
    expect(matchesDateFilter('2025-06-05T00:30:00Z', filter('yesterday'), now)).toBe(false);
  });

  it('when the filter is Last 7 Days, then today and the 6 days before pass', () => {
    expect(matchesDateFilter('2025-05-30T02:00:00Z', filter('last7'), now)).toBe(true);
    expect(matchesDateFilter('2025-05-29T02:00:00Z', filter('last7'), now)).toBe(false);
  });

  it('when the filter is Last 30 Days, then 30 Sydney days pass', () => {
    expect(matchesDateFilter('2025-05-07T02:00:00Z', filter('last30'), now)).toBe(true);
    expect(matchesDateFilter('2025-05-06T02:00:00Z', filter('last30'), now)).toBe(false);
  });

  it('when a custom range has both dates, then it is inclusive at both ends', () => {
    const june = filter('custom', '2025-06-01', '2025-06-03');
    expect(matchesDateFilter('2025-05-31T14:00:00Z', june, now)).toBe(true); // 1 June 00:00 Sydney
    expect(matchesDateFilter('2025-06-03T13:59:00Z', june, now)).toBe(true); // 3 June 23:59 Sydney
    expect(matchesDateFilter('2025-06-03T14:00:00Z', june, now)).toBe(false);
  });

  it('when a custom range misses either date, then everything passes', () => {
    expect(matchesDateFilter('2020-01-01T00:00:00Z', filter('custom', '2025-06-01', ''), now)).toBe(true);
    expect(matchesDateFilter('2020-01-01T00:00:00Z', filter('custom', '', '2025-06-01'), now)).toBe(true);
  });
});
