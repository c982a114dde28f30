import { hashKey } from '@tanstack/react-query';
import { CURRENT_USER_KEY, type SeededQuery, type ServerRenderState } from '@motohaul/contracts';
import { PUBLIC_CONFIG_KEY } from '../api/session';
import { createQueryClient } from '../app/query-client';
import { seedQueries } from '../app/seeded-queries';

const CURRENT_USER_HASH = hashKey(CURRENT_USER_KEY);

/** The signed-in user among a page's seeded answers (ADR 0066), or null: a visitor's page. */
export const seededUser = (queries: readonly SeededQuery[] = []): unknown =>
  queries.find(({ queryKey }) => hashKey(queryKey) === CURRENT_USER_HASH)?.data ?? null;

/**
 * The query cache a server render draws with, and the browser hydrates with (ADR 0037): the public settings, the
 * answers of the page's queries and, for a visitor, no session. The visitor's null is stale from the start, so the
 * browser still checks the session once the page is up (GET /api/auth/session, refetched on mount). A signed-in user's
 * page (ADR 0066) carries the session's user among its answers.
 */
export function seededQueryClient(state: Pick<ServerRenderState, 'config' | 'queries'>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(PUBLIC_CONFIG_KEY, state.config);
  // The API's answers the page's queries drew with on the server (ADR 0049): the same data, so hydration matches.
  seedQueries(queryClient, state.queries ?? []);
  if (seededUser(state.queries) === null) queryClient.setQueryData(CURRENT_USER_KEY, null, { updatedAt: 0 });
  return queryClient;
}
