import express, { Router, type RequestHandler } from 'express';
import { cspReportBodySchema, cspViolationsQuerySchema, CSP_REPORT_LIMITS } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import { parseBody } from '../../http/validate-body';
import type { AdminGuard } from './platform-context';
import type { CspReportsRepository } from './csp-reports-repository';

/** `report-uri` sends application/csp-report, `report-to` application/reports+json; some browsers send plain JSON. */
export const CSP_REPORT_CONTENT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];
/** A real report is well under 2 kB; a batch of them stays under this. */
export const CSP_REPORT_BODY_LIMIT = '16kb';

/**
 * POST /api/csp-reports: where the CSP of security-headers.ts sends its violations. Public (browsers send
 * reports without cookies, outside the page's fetch), so it is mounted before the cross-site guard and the
 * app's JSON parser, parses only its own content types, is limited per IP and answers 204.
 */
export function cspReportIntakeRouter(repository: CspReportsRepository, limit: RequestHandler): Router {
  const router = Router();

  router.post(
    '/csp-reports',
    limit,
    express.json({ type: CSP_REPORT_CONTENT_TYPES, limit: CSP_REPORT_BODY_LIMIT }),
    async (req, res) => {
      if (!req.is(CSP_REPORT_CONTENT_TYPES)) {
        throw new AppError(415, 'Content-Type must be application/csp-report or application/reports+json');
      }
      const violations = parseBody(cspReportBodySchema, req.body);
      const userAgent = req.get('user-agent')?.slice(0, CSP_REPORT_LIMITS.userAgent) ?? null;
      await repository.insertMany(violations.map((violation) => ({ ...violation, userAgent: violation.userAgent ?? userAgent })));
      res.status(204).end();
    },
  );

  return router;
}

/** GET /api/admin/csp-violations?limit=: what operators (and the end-to-end run) read back. */
export function cspViolationsAdminRouter(repository: CspReportsRepository, guards: AdminGuard): Router {
  const router = Router();

  router.get('/admin/csp-violations', guards.requireAdmin, async (req, res) => {
    const { limit } = parseBody(cspViolationsQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(await repository.list(limit));
  });

  return router;
}
