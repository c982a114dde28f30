import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, cascadeRef } from './columns';
import { users } from './users';

/** A table of one-time links sent by email: the token (its sha256), its user, when it expires and whether it was used. */
export const oneTimeTokenTable = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      id: id(),
      userId: cascadeRef('user_id', () => users.id),
      token: text('token').notNull(),
      expiresAt: timestamptz('expires_at').notNull(),
      isUsed: boolean('is_used').notNull().default(false),
      createdAt: createdAt(),
    },
    (t) => [uniqueIndex(`${name}_token_unique`).on(t.token), index(`${name}_user_idx`).on(t.userId)],
  );

/** Password reset token (spec §3). */
export const passwordResetTokens = oneTimeTokenTable('password_reset_tokens');
