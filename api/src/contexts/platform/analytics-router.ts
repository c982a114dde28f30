import { Router, type RequestHandler } from 'express';
import { analyticsEventSchema } from '@motohaul/contracts';
import { parseBody } from '../../http/validate-body';
import type { AnalyticsService } from './analytics-service';

export function analyticsRouter(service: AnalyticsService, limits: { events: RequestHandler }): Router {
  const router = Router();

  router.post('/analytics/track', limits.events, async (req, res) => {
    const event = parseBody(analyticsEventSchema, req.body);
    await service.track(event, req.get('user-agent'));
    res.status(204).end();
  });

  return router;
}
