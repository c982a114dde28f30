/** Spec §2.2: the four motorcycle-transport messages the greeting picks from. */
export const GREETING_MESSAGES = [
  'Ready to move some motorcycles today?',
  'Riders across Australia are waiting on their quotes.',
  'Keep those bikes rolling safely to their new homes.',
  'Every lead is a rider counting on a smooth delivery.',
] as const;

export interface Greeting {
  salutation: 'Good Morning' | 'Good Afternoon' | 'Good Evening';
  message: (typeof GREETING_MESSAGES)[number];
}

/** Good Morning 05:00-11:59, Good Afternoon 12:00-16:59, Good Evening otherwise; message by (hour + day of month) % 4. */
export function greetingAt(date: Date): Greeting {
  const hour = date.getHours();
  const salutation = hour >= 5 && hour < 12 ? 'Good Morning' : hour >= 12 && hour < 17 ? 'Good Afternoon' : 'Good Evening';
  const message = GREETING_MESSAGES[(hour + date.getDate()) % GREETING_MESSAGES.length] ?? GREETING_MESSAGES[0];
  return { salutation, message };
}
