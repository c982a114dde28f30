import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age';
import { sydneyDateTime } from './sydney-time';

const now = new Date('2025-06-05T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeAge', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 60 * 60_000, '23 hours ago'],
    [24 * 60 * 60_000, '1 day ago'],
    [3 * 24 * 60 * 60_000, '3 days ago'],
  ])('when %i ms have passed, then it reads %s', (ms, expected) => {
    expect(relativeAge(ago(ms), now)).toBe(expected);
  });

  it('when the date is in the future or invalid, then it reads Just now', () => {
    expect(relativeAge(ago(-60_000), now)).toBe('Just now');
    expect(relativeAge('not a date', now)).toBe('Just now');
  });
});

describe('sydneyDateTime', () => {
  it('when given a UTC instant, then it shows the Sydney wall-clock time', () => {
    // 2025-06-05 23:30 UTC is 6 June 09:30 in Sydney (AEST, UTC+10).
    expect(sydneyDateTime('2025-06-05T23:30:00Z')).toMatch(/^6 June? 2025, 9:30\s?am$/);
  });
});
