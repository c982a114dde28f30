import { Router } from 'express';
import { localitySearchQuerySchema, type LocalitiesResponse } from '@motohaul/contracts';
import { parseBody } from '../../http/validate-body';
import type { LocalitiesRepository } from './localities-repository';

/** GET /api/localities?q=: public locality search for the built-in address suggestions (at most 6 answers). */
export function localitiesRouter(repository: LocalitiesRepository): Router {
  const router = Router();

  router.get('/localities', async (req, res) => {
    const { q } = parseBody(localitySearchQuerySchema, { q: req.query.q });
    const answer: LocalitiesResponse = { localities: await repository.search(q) };
    // The dataset changes only with a package upgrade: browsers may reuse an answer for a few minutes.
    res.set('Cache-Control', 'public, max-age=300');
    res.json(answer);
  });

  return router;
}
