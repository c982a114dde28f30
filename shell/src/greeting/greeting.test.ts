import { describe, expect, it } from 'vitest';
import { GREETING_MESSAGES, greetingAt } from './greeting';

const at = (time: string, day = 1) => greetingAt(new Date(`2025-03-${String(day).padStart(2, '0')}T${time}:00`));

describe('greetingAt', () => {
  it.each([
    ['04:59', 'Good Evening'],
    ['05:00', 'Good Morning'],
    ['11:59', 'Good Morning'],
    ['12:00', 'Good Afternoon'],
    ['16:59', 'Good Afternoon'],
    ['17:00', 'Good Evening'],
    ['23:59', 'Good Evening'],
    ['00:00', 'Good Evening'],
  ])('at %s says %s', (time, salutation) => {
    expect(at(time).salutation).toBe(salutation);
  });

  it('picks the message by hour plus day of month, modulo 4', () => {
    expect(at('05:00', 1).message).toBe(GREETING_MESSAGES[(5 + 1) % 4]);
    expect(at('12:00', 3).message).toBe(GREETING_MESSAGES[(12 + 3) % 4]);
    expect(at('17:00', 20).message).toBe(GREETING_MESSAGES[(17 + 20) % 4]);
    expect(at('00:00', 4).message).toBe(GREETING_MESSAGES[0]);
    expect(new Set([1, 2, 3, 4].map((day) => at('10:00', day).message)).size).toBe(4);
  });
});
