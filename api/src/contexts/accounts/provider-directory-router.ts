import { Router } from 'express';
import { AppError } from '../../http/app-error';
import type { DirectoryPlace, ProviderDirectoryRepository } from './provider-directory-repository';

/** Where a search text is placed (the leads context's locator, handed in by app.ts): null when it names no place. */
export type LocateDirectoryPlace = (text: string) => Promise<DirectoryPlace | null>;

/** At most this many providers per answer; the longest search text accepted. */
export const DIRECTORY_LIMIT = 50;
export const DIRECTORY_QUERY_MAX = 100;

/**
 * GET /api/providers/directory?q=: the public provider directory, searchable by suburb or postcode: the providers
 * whose service area covers the place the text names, nearest first, and those whose location or areas mention it.
 */
export function providerDirectoryRouter(repository: ProviderDirectoryRepository, locate?: LocateDirectoryPlace): Router {
  const router = Router();
  // A lookup that fails leaves the search to the text alone (logged).
  const placeOf = async (text: string) => {
    try {
      return (await locate?.(text)) ?? null;
    } catch (error) {
      console.error('Locating a directory search failed:', error instanceof Error ? error.message : error);
      return null;
    }
  };

  router.get('/providers/directory', async (req, res) => {
    const raw = req.query.q;
    if (raw !== undefined && typeof raw !== 'string') throw new AppError(400, 'Search text must be a single value');
    const query = (raw ?? '').trim();
    if (query.length > DIRECTORY_QUERY_MAX) {
      throw new AppError(400, `Search text must be at most ${DIRECTORY_QUERY_MAX} characters`);
    }
    res.json({ providers: await repository.list(query || null, DIRECTORY_LIMIT, query ? await placeOf(query) : null) });
  });

  return router;
}
