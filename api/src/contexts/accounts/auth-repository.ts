import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enqueueMail, type Jobs } from '../platform/platform-context';
import type { OutgoingMail } from '../platform/platform-context';
import { notifyUserChanged } from './user-changes';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const USERNAME_TAKEN = 'Username is already taken';
export const EMAIL_TAKEN = 'An account with this email already exists';

/** The 409 of a username or email already in use, with the message on its field (a form marks and focuses it). */
const taken = (field: 'username' | 'email') => {
  const message = field === 'email' ? EMAIL_TAKEN : USERNAME_TAKEN;
  return new AppError(409, message, { [field]: [message] });
};

/** The unique index a violation names (pg and PGlite put it in the message, pg also in `constraint`). */
function violatedUniqueIndex(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message, constraint } = current as { code?: unknown; message?: unknown; constraint?: unknown };
    if (code === '23505') {
      if (typeof constraint === 'string') return constraint;
      return typeof message === 'string' ? message : '';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function createAuthRepository(db: Database, jobs: Jobs) {
  const byUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;
  const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

  const findUserByUsername = async (username: string, on: Database = db) => {
    const [user] = await on.select().from(users).where(byUsername(username)).limit(1);
    return user ?? null;
  };

  const findUserByEmail = async (email: string, on: Database = db) => {
    const [user] = await on.select().from(users).where(byEmail(email)).limit(1);
    return user ?? null;
  };

  // Every signed-in request loads its user: the query is built once (and prepared once per server connection).
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_user_by_id');

  return {
    async findUserById(id: number) {
      const [user] = await userById.execute({ id });
      return user ?? null;
    },

    findUserByUsername,
    findUserByEmail,

    /**
     * Creates an account; a username or email already in use (case-insensitive) is a 409 naming which, on its field.
     * The unique indexes settle a race between two sign-ups the check did not see. `on`: a transaction to insert in.
     */
    async insertUser(values: NewUser, on: Database = db): Promise<UserRow> {
      if (await findUserByUsername(values.username, on)) throw taken('username');
      if (values.email && (await findUserByEmail(values.email, on))) throw taken('email');
      try {
        const [user] = await on.insert(users).values(values).returning();
        if (!user) throw new Error('Creating a user returned no row');
        return user;
      } catch (error) {
        const index = violatedUniqueIndex(error);
        if (index === null) throw error;
        throw taken(index.includes('email') ? 'email' : 'username');
      }
    },

    /** Ends every session and admin token of the user (logout, removal). */
    async bumpSessionVersion(id: number) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
          .where(eq(users.id, id));
        await notifyUserChanged(tx, [id]);
      });
    },

    async updateUser(id: number, values: Partial<NewUser>) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        await notifyUserChanged(tx, [id]);
        return user ?? null;
      });
    },

    /**
     * Stores a reset token by its hash only, and queues the email carrying the link in the outbox, in one
     * transaction: there is a mail exactly when there is a token (the mail is queued first, so a failing
     * token insert takes it back).
     */
    async insertResetToken(userId: number, tokenHash: string, expiresAt: Date, mail: OutgoingMail) {
      await db.transaction(async (tx) => {
        await enqueueMail(tx, jobs, 'password_reset', mail);
        await tx.insert(passwordResetTokens).values({ userId, token: tokenHash, expiresAt });
      });
    },

    /** Queues the notice to an account's owner that its password is being guessed (login-throttle.ts). */
    async queueLoginAttackMail(mail: OutgoingMail) {
      await db.transaction(async (tx) => {
        await enqueueMail(tx, jobs, 'login_attack', mail);
      });
    },

    /** Whether a token is unused and unexpired now (a cheap look before the argon2 hash; using it is atomic below). */
    async isResetTokenUsable(tokenHash: string, now: Date): Promise<boolean> {
      const [token] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.token, tokenHash), eq(passwordResetTokens.isUsed, false), gt(passwordResetTokens.expiresAt, now)))
        .limit(1);
      return token !== undefined;
    },

    /**
     * Uses a reset token exactly once: the conditional update lets one of any number of concurrent uses win.
     * The winner's user gets the new password hash and a new session version (every session ends), and the
     * user's other outstanding tokens are spent. Answers the user id, or null for an unknown, used or expired token.
     */
    async consumeResetToken(tokenHash: string, now: Date, passwordHash: string): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .update(passwordResetTokens)
          .set({ isUsed: true })
          .where(and(eq(passwordResetTokens.token, tokenHash), eq(passwordResetTokens.isUsed, false), gt(passwordResetTokens.expiresAt, now)))
          .returning({ userId: passwordResetTokens.userId });
        if (!token) return null;
        await tx
          .update(users)
          .set({ password: passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
          .where(eq(users.id, token.userId));
        await notifyUserChanged(tx, [token.userId]);
        await tx
          .update(passwordResetTokens)
          .set({ isUsed: true })
          .where(and(eq(passwordResetTokens.userId, token.userId), eq(passwordResetTokens.isUsed, false)));
        return token.userId;
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
