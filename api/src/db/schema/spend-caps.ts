import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { money, updatedAt } from './columns';
import { users } from './users';

/**
 * A provider's weekly cap on lead spend (issue 47 item 5): one row per owner who set one. A purchase that would take the
 * week's spend (Monday to Sunday, Sydney time) past it is refused in the purchase's transaction.
 */
export const spendCaps = pgTable(
  'spend_caps',
  {
    providerId: integer('provider_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    weeklyCap: money('weekly_cap').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('spend_caps_weekly_cap_check', sql`${t.weeklyCap} > 0`)],
);
