import { hydrate } from '@tanstack/react-query';
import { SERVER_STATE_ELEMENT_ID, type ServerRenderState } from '@motohaul/contracts';
import { createQueryClient } from '../app/query-client';

/**
 * The state a server render was made with (ADR 0037, ADR 0086): the JSON the API put before `#root`, the page it drew
 * (null: the browser draws it) and its query cache. null: the page came without one (the render failed).
 */
export function readServerState(): ServerRenderState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  try {
    const state = text ? (JSON.parse(text) as Partial<ServerRenderState>) : null;
    return state ? { page: state.page ?? null, queries: state.queries ?? null } : null;
  } catch {
    return null;
  }
}

/** The page's one query cache, started with the server render's (the data its first page drew with: no second request). */
export function hydratedQueryClient(state: ServerRenderState | null) {
  const queryClient = createQueryClient();
  if (state?.queries) hydrate(queryClient, state.queries);
  return queryClient;
}
