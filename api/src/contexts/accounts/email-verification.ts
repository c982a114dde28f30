import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { MessageResponse } from '@motohaul/contracts';
import type { Database, Transaction } from '../../db/database';
import { emailVerificationTokens, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enqueueMail, type Jobs } from '../platform/platform-context';
import { notifyUserChanged } from './user-changes';
import { verificationEmail } from './verification-email';

export const VERIFICATION_TTL_DAYS = 7;
const VERIFICATION_TTL_MS = VERIFICATION_TTL_DAYS * 24 * 60 * 60 * 1000;
export const VERIFICATION_LINK_INVALID = 'This verification link is invalid or has expired.';
export const EMAIL_VERIFIED = 'Thank you: your email address is confirmed. Your company can now be listed in the provider directory.';

/** Only this hash is stored, as for reset tokens: a database leak gives no usable link. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the token was used already and its user's address stands confirmed. */
async function alreadyConfirmed(tx: Transaction, hashed: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: users.id })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(and(eq(emailVerificationTokens.token, hashed), eq(emailVerificationTokens.isUsed, true), eq(users.isVerified, true)));
  return row !== undefined;
}

export interface EmailVerificationDependencies {
  db: Database;
  /** The mail goes with the job that delivers it (ADR 0074). */
  jobs: Jobs;
  now: () => Date;
  publicOrigin: string;
}

/**
 * Email verification of new providers (ADR 0030): a one-time link mailed through the outbox at sign-up; using it
 * sets users.is_verified, and only verified providers are listed in the public directory.
 */
export function createEmailVerification({ db, jobs, now, publicOrigin }: EmailVerificationDependencies) {
  return {
    /**
     * Stores a random token (32 bytes, base64url) by its sha256 for 7 days and queues the email with the link
     * (/login?verifyEmail=token: the login page confirms it) in the outbox, in one transaction.
     */
    async sendLink(user: { id: number; email: string; firstName: string }): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      const url = `${publicOrigin}/login?verifyEmail=${token}`;
      await db.transaction(async (tx) => {
        await enqueueMail(tx, jobs, 'email_verification', verificationEmail(user.email, user.firstName, url, VERIFICATION_TTL_DAYS));
        await tx
          .insert(emailVerificationTokens)
          .values({ userId: user.id, token: hashToken(token), expiresAt: new Date(now().getTime() + VERIFICATION_TTL_MS) });
      });
    },

    /** Uses the token once (the conditional update lets one of concurrent uses win) and marks its user verified. */
    async verify(token: string): Promise<MessageResponse> {
      const verified = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(emailVerificationTokens)
          .set({ isUsed: true })
          .where(
            and(
              eq(emailVerificationTokens.token, hashToken(token)),
              eq(emailVerificationTokens.isUsed, false),
              gt(emailVerificationTokens.expiresAt, now()),
            ),
          )
          .returning({ userId: emailVerificationTokens.userId });
        // The same link opened again (a second click, a mail app's preview): its address is confirmed, so it says so.
        if (!used) return alreadyConfirmed(tx, hashToken(token));
        await tx.update(users).set({ isVerified: true, updatedAt: now() }).where(eq(users.id, used.userId));
        await notifyUserChanged(tx, [used.userId]);
        return true;
      });
      if (!verified) throw new AppError(400, VERIFICATION_LINK_INVALID);
      return { message: EMAIL_VERIFIED };
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
