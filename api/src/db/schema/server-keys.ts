import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Key material every API process shares, made once by the first process that needs it (ADR 0076): `name`
 * 'vapid' holds the Web Push key pair `{ publicKey, privateKey }`. An insert that loses the race reads the winner's.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});
