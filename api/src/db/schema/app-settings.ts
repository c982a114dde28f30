import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './users';

/** Product switches an admin turns (issue 47: the rider's price guide), one row per key; a missing row is the default. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<boolean | number | string>().notNull(),
  updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
