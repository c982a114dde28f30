import { describe, expect, it } from 'vitest';
import { ALL_TIME, dayRange, daysBefore, sydneyDay, type DateFilter } from './date-filter';

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

describe('dayRange (the Sydney days a filter asks the server for)', () => {
  it('when the filter is All Time, or a custom range misses a date, then it asks for every day', () => {
    expect(dayRange(ALL_TIME, now)).toBeNull();
    expect(dayRange(filter('custom', '2025-06-01', ''), now)).toBeNull();
    expect(dayRange(filter('custom', '', '2025-06-01'), now)).toBeNull();
  });

  it('when a preset is chosen, then its days are counted back from today in Sydney', () => {
    expect(dayRange(filter('today'), now)).toEqual({ from: '2025-06-05', to: '2025-06-05' });
    expect(dayRange(filter('today'), new Date('2025-06-04T13:30:00Z'))).toEqual({ from: '2025-06-04', to: '2025-06-04' }); // 23:30 on 4 June
    expect(dayRange(filter('yesterday'), now)).toEqual({ from: '2025-06-04', to: '2025-06-04' });
    expect(dayRange(filter('last7'), now)).toEqual({ from: '2025-05-30', to: '2025-06-05' });
    expect(dayRange(filter('last30'), now)).toEqual({ from: '2025-05-07', to: '2025-06-05' });
  });

  it('when a custom range has both dates, then both are included', () => {
    expect(dayRange(filter('custom', '2025-06-01', '2025-06-03'), now)).toEqual({ from: '2025-06-01', to: '2025-06-03' });
  });
});
