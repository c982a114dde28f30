import { CURRENT_USER_KEY, type ServerRenderState } from '@motohaul/contracts';
import { PUBLIC_CONFIG_KEY } from '../api/session';
import { createQueryClient } from '../app/query-client';
import { seedQueries } from '../app/seeded-queries';

/**
 * The query cache a server render draws with, and the browser hydrates with (ADR 0037): the public settings, and no
 * session (the server renders only for requests without a session cookie), and the answers of the page's queries. The visitor's null is stale from the
 * start, so the browser still checks the session once the page is up (GET /api/auth/session, refetched on mount).
 */
export function seededQueryClient(state: Pick<ServerRenderState, 'config' | 'queries'>) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(PUBLIC_CONFIG_KEY, state.config);
  // The API's answers the page's queries drew with on the server (ADR 0049): the same data, so hydration matches.
  seedQueries(queryClient, state.queries ?? []);
  queryClient.setQueryData(CURRENT_USER_KEY, null, { updatedAt: 0 });
  return queryClient;
}
