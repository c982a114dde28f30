import { Router } from 'express';
import { AppError } from '../../http/app-error';
import { DIRECTORY_QUERY_MAX, type ProviderDirectorySearch } from './provider-directory-search';

/** GET /api/providers/directory?q=: the public provider directory, searchable by suburb or postcode. */
export function providerDirectoryRouter(search: ProviderDirectorySearch): Router {
  const router = Router();

  router.get('/providers/directory', async (req, res) => {
    const raw = req.query.q;
    if (raw !== undefined && typeof raw !== 'string') throw new AppError(400, 'Search text must be a single value');
    const query = (raw ?? '').trim();
    if (query.length > DIRECTORY_QUERY_MAX) {
      throw new AppError(400, `Search text must be at most ${DIRECTORY_QUERY_MAX} characters`);
    }
    res.json(await search(query));
  });

  return router;
}
