import { Router } from 'express';
import { verifyEmailSchema, type MessageResponse } from '@motohaul/contracts';
import { parseBody } from '../../http/validate-body';
import type { EmailVerification } from './email-verification';

/**
 * POST /api/auth/verify-email { token }: the login page sends the token of the emailed link (ADR 0030). Public: the
 * token (256 random bits, one use, 7 days) is the proof. 400 with the envelope for an unknown, used or expired one.
 */
export function emailVerificationRouter(verification: EmailVerification): Router {
  const router = Router();
  router.post('/auth/verify-email', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const { token } = parseBody(verifyEmailSchema, req.body);
    res.json((await verification.verify(token)) satisfies MessageResponse);
  });
  return router;
}
