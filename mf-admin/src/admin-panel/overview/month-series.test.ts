import { describe, expect, it } from 'vitest';
import { monthSeries } from './month-series';

describe('monthSeries', () => {
  it('when there are no purchases, then there is nothing to chart', () => {
    expect(monthSeries({})).toEqual([]);
  });

  it('when months are missing between purchases, then they are charted as zero, across a year end', () => {
    expect(monthSeries({ '2025-02': { purchases: 2, revenue: 45 }, '2024-11': { purchases: 1, revenue: 25 } })).toEqual([
      { month: '2024-11', purchases: 1, revenue: 25 },
      { month: '2024-12', purchases: 0, revenue: 0 },
      { month: '2025-01', purchases: 0, revenue: 0 },
      { month: '2025-02', purchases: 2, revenue: 45 },
    ]);
  });

  it('when there are more months than the limit, then the latest are kept', () => {
    const series = monthSeries({ '2024-01': { purchases: 1, revenue: 1 }, '2025-06': { purchases: 3, revenue: 9 } }, 12);
    expect(series).toHaveLength(12);
    expect(series[0]?.month).toBe('2024-07');
    expect(series[11]).toEqual({ month: '2025-06', purchases: 3, revenue: 9 });
  });
});
