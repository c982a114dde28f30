import { Router } from 'express';
import { verificationRejectSchema } from '@motohaul/contracts';
import { pathId } from '../../http/path-id';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, sendCertificate, type AccountsContext, type AuthGuards } from '../accounts/accounts-context';

const NOT_FOUND = 'Submission not found';

/**
 * The Verification tab (issue 28 item 2, ADR 0055): pending business submissions, each certificate (an admin's read),
 * approve or reject with a reason. The accounts context decides, mails the owner through the outbox and announces
 * admin.changed: this context writes the audit entry.
 */
export function adminVerificationRouter(verification: AccountsContext['businessVerification'], guards: Pick<AuthGuards, 'requireAdmin'>): Router {
  const router = Router();
  const { requireAdmin } = guards;

  router.get('/admin/verifications', requireAdmin, async (_req, res) => {
    res.json(await verification.listPending());
  });

  router.get('/admin/verifications/:id/certificate', requireAdmin, async (req, res) => {
    sendCertificate(res, await verification.certificate(pathId(req.params.id, NOT_FOUND)));
  });

  router.post('/admin/verifications/:id/approve', requireAdmin, async (req, res) => {
    await verification.approve(pathId(req.params.id, NOT_FOUND), authenticatedUser(res).id);
    res.status(204).end();
  });

  router.post('/admin/verifications/:id/reject', requireAdmin, async (req, res) => {
    const { reason } = parseBody(verificationRejectSchema, req.body);
    await verification.reject(pathId(req.params.id, NOT_FOUND), authenticatedUser(res).id, reason);
    res.status(204).end();
  });

  return router;
}
