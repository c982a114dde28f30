import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDuration', () => {
  it.each([
    [0, 'less than 1 min'],
    [59_999, 'less than 1 min'],
    [MINUTE, '1 min'],
    [42 * MINUTE + 59_000, '42 min'],
    [59 * MINUTE, '59 min'],
    [HOUR, '1 h'],
    [2 * HOUR + 5 * MINUTE, '2 h 5 min'],
    [3 * HOUR + 30_000, '3 h'],
    [23 * HOUR + 59 * MINUTE, '23 h 59 min'],
    [DAY, '1 d'],
    [DAY + 3 * HOUR + 40 * MINUTE, '1 d 3 h'],
    [10 * DAY, '10 d'],
  ])('when the span is %i ms, then it reads %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });

  it('when the span is negative or not a number, then it reads as under a minute', () => {
    expect(formatDuration(-5 * MINUTE)).toBe('less than 1 min');
    expect(formatDuration(Number.NaN)).toBe('less than 1 min');
  });
});
