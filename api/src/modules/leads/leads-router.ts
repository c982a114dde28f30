import { Router, type RequestHandler } from 'express';
import { quoteSchema } from '@motohaul/contracts';
import { parseBody } from '../../http/validate-body';
import type { LeadsService } from './leads-service';

export function leadsRouter(service: LeadsService, limits: { quotes: RequestHandler }): Router {
  const router = Router();

  router.post('/leads', limits.quotes, async (req, res) => {
    const quote = parseBody(quoteSchema, req.body);
    res.status(201).json(await service.createFromQuote(quote));
  });

  return router;
}
