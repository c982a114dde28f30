import { describe, expect, it } from 'vitest';
import { shouldRemind } from './reminder-timing';

const now = Date.parse('2025-06-05T00:00:00Z');
const hours = (n: number) => String(now - n * 60 * 60 * 1000);

describe('shouldRemind', () => {
  it('when there are no records, then there is no reminder', () => {
    expect(shouldRemind(0, null, now)).toBe(false);
  });

  it('when it was never dismissed, then it reminds', () => {
    expect(shouldRemind(3, null, now)).toBe(true);
  });

  it('when dismissed within 24 hours, then it waits; after 24 hours it reminds again', () => {
    expect(shouldRemind(3, hours(23), now)).toBe(false);
    expect(shouldRemind(3, hours(24), now)).toBe(true);
    expect(shouldRemind(3, 'garbage', now)).toBe(true);
  });
});
