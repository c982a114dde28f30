import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

/**
 * A one-time link proving a new provider reads the email they signed up with (ADR 0030): only the token's sha256
 * is stored, as for password resets. Using it sets users.is_verified, which lists the provider in the directory.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    isUsed: boolean('is_used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verification_tokens_token_unique').on(t.token), index('email_verification_tokens_user_idx').on(t.userId)],
);
