import type { ForgotPasswordResponse, MessageResponse } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import { tooManyRequests, type KeyedLimiter } from '../../http/rate-limit';
import type { AuthRepository } from './auth-repository';
import { hashPassword } from './password';
import { hashResetToken, newResetLink } from './password-reset-link';
import { resetEmail } from './reset-email';

export { RESET_TOKEN_TTL_MS, hashResetToken } from './password-reset-link';
export const RESET_REQUESTED_MESSAGE = 'If an account exists for that email, a reset link has been sent.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.';

export interface PasswordResetDependencies {
  repository: AuthRepository;
  now: () => Date;
  publicOrigin: string;
  /** Outside production the answer carries the link (spec §7: the development-mode instant link). */
  exposeResetUrl: boolean;
  /** Requests per email address (lowercased), whether or not it has an account. */
  emailLimiter: KeyedLimiter;
}

export function createPasswordResetService({ repository, now, publicOrigin, exposeResetUrl, emailLimiter }: PasswordResetDependencies) {
  return {
    /**
     * The same answer for any email. For an active account: a random token (32 bytes, base64url) whose sha256
     * is stored for 1 hour, and an email with the link is queued in the outbox in the same transaction. Its
     * job delivers it, so a slow or absent mail server neither holds the request nor makes known
     * addresses answer slower, and a restart loses no mail.
     */
    async requestReset(email: string): Promise<ForgotPasswordResponse> {
      const wait = await emailLimiter.hit(email.toLowerCase());
      if (wait > 0) throw tooManyRequests(wait);

      const answer: ForgotPasswordResponse = { message: RESET_REQUESTED_MESSAGE };
      const user = await repository.findUserByEmail(email);
      if (!user || !user.isActive || !user.email) return answer;

      const { url: resetUrl, tokenHash, expiresAt } = newResetLink(publicOrigin, now());
      await repository.insertResetToken(user.id, tokenHash, expiresAt, resetEmail(user.email, user.firstName, resetUrl));
      if (!exposeResetUrl) return answer;
      console.info(`Password reset link (development): ${resetUrl}`);
      return { ...answer, resetUrl };
    },

    /** Uses the token once (the first of any concurrent uses wins), sets the password and ends every session. */
    async resetPassword(token: string, password: string): Promise<MessageResponse> {
      const tokenHash = hashResetToken(token);
      // Unknown tokens are refused before the costly hash; the hash is made outside the transaction.
      if (!(await repository.isResetTokenUsable(tokenHash, now()))) throw new AppError(400, RESET_LINK_INVALID);
      const passwordHash = await hashPassword(password);
      const userId = await repository.consumeResetToken(tokenHash, now(), passwordHash);
      if (userId === null) throw new AppError(400, RESET_LINK_INVALID);
      return { message: PASSWORD_RESET_DONE };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
