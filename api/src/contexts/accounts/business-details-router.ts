import express, { Router, type RequestHandler, type Response } from 'express';
import { businessDetailsSchema, CERTIFICATE_MAX_BYTES, CERTIFICATE_TOO_LARGE } from '@motohaul/contracts';
import { AppError } from '../../http/app-error';
import { tooManyRequests, type KeyedLimiter } from '../../http/rate-limit';
import { parseBody } from '../../http/validate-body';
import type { BusinessDetailsService, StoredCertificate } from './business-details-service';
import { authenticatedUser, type AuthGuards } from './guards';

/** The certificate's body as bytes (application/octet-stream), refused past 5 MB with the page's own words. */
const certificateBody = (): RequestHandler => {
  const raw = express.raw({ type: 'application/octet-stream', limit: CERTIFICATE_MAX_BYTES });
  return (req, res, next) => {
    if (!req.is('application/octet-stream')) throw new AppError(415, 'Send the certificate as application/octet-stream');
    raw(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return next(new AppError(413, CERTIFICATE_TOO_LARGE));
      next(error);
    });
  };
};

/** Sends a certificate to be shown in the browser, never cached, never sniffed as anything else. */
export function sendCertificate(res: Response, { bytes, type }: StoredCertificate) {
  res
    .set({
      'Content-Type': type,
      'Content-Disposition': `inline; filename="insurance-certificate.${type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg'}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(Buffer.from(bytes));
}

/**
 * /api/business: the provider owner's business page (issue 28 item 1). Team members are refused (403: the ABN,
 * insurance and certificate are the owner's), as are customers; a certificate is read by its owner here and by
 * admins through the admin panel's route only.
 */
export function businessDetailsRouter(service: BusinessDetailsService, guards: AuthGuards, limits: { uploads: KeyedLimiter }): Router {
  const router = Router();
  const owner = guards.requireUser('provider');
  // Uploads per provider and hour, counted before the body is read (60 files of 5 MB in 3.8 s: issue 45 item 5).
  const uploadLimit: RequestHandler = async (_req, res, next) => {
    const wait = await limits.uploads.hit(String(authenticatedUser(res).id));
    if (wait > 0) throw tooManyRequests(wait);
    next();
  };

  router.get('/business', owner, async (_req, res) => {
    res.json(await service.page(authenticatedUser(res).id));
  });

  router.put('/business', owner, async (req, res) => {
    res.json(await service.save(authenticatedUser(res).id, parseBody(businessDetailsSchema, req.body)));
  });

  router.put('/business/certificate', owner, uploadLimit, certificateBody(), async (req, res) => {
    const body: unknown = req.body;
    res.json(await service.upload(authenticatedUser(res).id, body instanceof Uint8Array ? body : new Uint8Array()));
  });

  router.get('/business/certificate', owner, async (_req, res) => {
    sendCertificate(res, await service.ownCertificate(authenticatedUser(res).id));
  });

  return router;
}
