import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';
import { users } from './users';

/** Password reset token (spec §3). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
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
  (t) => [uniqueIndex('password_reset_tokens_token_unique').on(t.token), index('password_reset_tokens_user_idx').on(t.userId)],
);
