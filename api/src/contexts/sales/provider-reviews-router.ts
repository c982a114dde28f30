import { Router, type RequestHandler } from 'express';
import { reviewHideSchema, reviewReplySchema, riderReviewSchema, type AdminReviewsResponse } from '@motohaul/contracts';
import { pathId } from '../../http/path-id';
import { parseBody } from '../../http/validate-body';
import { authenticatedUser, leadOwnerId, type AuthGuards } from '../accounts/accounts-context';
import { REVIEW_NOT_FOUND, type ProviderReviewsRepository } from './provider-reviews-repository';

/**
 * Reviews (ADR 0056). The rider, by their status token alone (no session counts: a provider's account never reviews),
 * reads and writes their review; the provider (and their team) reads theirs, the owner replies once; the admin panel
 * (admin token) lists every review, hides one with a reason and shows a hidden one again.
 */
export function providerReviewsRouter(reviews: ProviderReviewsRepository, guards: AuthGuards, limits: { lookups: RequestHandler; writes: RequestHandler }): Router {
  const router = Router();
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.set('Referrer-Policy', 'no-referrer');
    next();
  };

  router.get('/quote-status/:token/review', limits.lookups, noStore, async (req, res) => {
    res.json(await reviews.riderState(req.params.token));
  });

  router.put('/quote-status/:token/review', limits.writes, noStore, async (req, res) => {
    const input = parseBody(riderReviewSchema, req.body);
    const { created, review } = await reviews.write(req.params.token, input);
    res.status(created ? 201 : 200).json(review);
  });

  router.get('/provider-reviews', guards.requireUser('provider', 'team_member'), async (_req, res) => {
    res.json(await reviews.ofProvider(leadOwnerId(authenticatedUser(res))));
  });

  router.post('/provider-reviews/:id/reply', guards.requireUser('provider'), async (req, res) => {
    const reviewId = pathId(req.params.id, REVIEW_NOT_FOUND);
    const { reply } = parseBody(reviewReplySchema, req.body);
    const providerId = authenticatedUser(res).id;
    await reviews.reply(providerId, reviewId, reply);
    res.json(await reviews.ofProvider(providerId));
  });

  router.get('/admin/reviews', guards.requireAdmin, async (_req, res) => {
    res.json({ reviews: await reviews.adminList() } satisfies AdminReviewsResponse);
  });

  router.post('/admin/reviews/:id/hide', guards.requireAdmin, async (req, res) => {
    const reviewId = pathId(req.params.id, REVIEW_NOT_FOUND);
    const { reason } = parseBody(reviewHideSchema, req.body);
    await reviews.hide(authenticatedUser(res).id, reviewId, reason);
    res.json({ reviews: await reviews.adminList() } satisfies AdminReviewsResponse);
  });

  router.post('/admin/reviews/:id/show', guards.requireAdmin, async (req, res) => {
    const reviewId = pathId(req.params.id, REVIEW_NOT_FOUND);
    await reviews.show(authenticatedUser(res).id, reviewId);
    res.json({ reviews: await reviews.adminList() } satisfies AdminReviewsResponse);
  });

  return router;
}
