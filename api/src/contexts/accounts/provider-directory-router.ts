import { Router } from 'express';
import { AppError } from '../../http/app-error';
import type { ProviderDirectoryRepository } from './provider-directory-repository';

/** At most this many providers per answer; the longest search text accepted. */
export const DIRECTORY_LIMIT = 50;
export const DIRECTORY_QUERY_MAX = 100;

/** GET /api/providers/directory?q=: the public provider directory, searchable by suburb or postcode. */
export function providerDirectoryRouter(repository: ProviderDirectoryRepository): Router {
  const router = Router();

  router.get('/providers/directory', async (req, res) => {
    const raw = req.query.q;
    if (raw !== undefined && typeof raw !== 'string') throw new AppError(400, 'Search text must be a single value');
    const query = (raw ?? '').trim();
    if (query.length > DIRECTORY_QUERY_MAX) {
      throw new AppError(400, `Search text must be at most ${DIRECTORY_QUERY_MAX} characters`);
    }
    res.json({ providers: await repository.list(query || null, DIRECTORY_LIMIT) });
  });

  return router;
}
