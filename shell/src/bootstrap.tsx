import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@motohaul/design-system/styles.css';
import { currentUserQueryOptions, publicConfigQueryOptions } from './api/session';
import { appRouter, App } from './app/app';
import { createQueryClient } from './app/query-client';
import { readSeededQueries, seedQueries } from './app/seeded-queries';
import { ensureRemotesRegistered } from './remotes/remotes-registry';
import { registerServiceWorkerWhenBuilt } from './service-worker/register';

// Register the remotes (the map this document carries, else /remotes.json); a failure surfaces in the page that
// needs the remote.
ensureRemotesRegistered().catch((error: unknown) => console.warn('Remotes could not be registered:', error));
// The service worker (ADR 0059), once the page has loaded: it never competes with the first paint.
registerServiceWorkerWhenBuilt();

// The session and the settings are asked for now, while the routes of the path load (ADR 0047), not once the
// router has drawn the layout; the router starts at once too (the owner's routes, then the route's loader).
// A signed-in user's page arrives with the answers its first queries need (ADR 0065): those are not asked for again.
const queryClient = createQueryClient();
seedQueries(queryClient, readSeededQueries());
void queryClient.prefetchQuery(currentUserQueryOptions());
void queryClient.prefetchQuery(publicConfigQueryOptions());
appRouter(queryClient);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
