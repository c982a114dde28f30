import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatMonth, formatPercent, humanise } from './format';

describe('admin formats', () => {
  it('when money is shown, then it has a dollar sign, thousands separators and 2 decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('when a rate is shown, then it has 1 decimal', () => {
    expect(formatPercent((8 / 12) * 100)).toBe('66.7%');
    expect(formatPercent(0)).toBe('0.0%');
  });

  it('when a date is shown, then it is the Sydney calendar date', () => {
    // 14:30 UTC on 31 January is already 1 February in Sydney.
    expect(formatDate('2025-01-31T14:30:00.000Z')).toBe('1 Feb 2025');
  });

  it('when a month key is shown, then it reads as month and year', () => {
    expect(formatMonth('2025-03')).toBe('Mar 2025');
  });

  it('when a stored code is shown, then underscores become spaces', () => {
    expect(humanise('within_week')).toBe('Within week');
  });
});
