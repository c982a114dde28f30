import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@motohaul/design-system/styles.css';
import { currentUserQueryOptions, publicConfigQueryOptions } from './api/session';
import { appRouter, App } from './app/app';
import { ensureRemotesRegistered } from './remotes/remotes-registry';
import { hydratedQueryClient, readServerState } from './server/server-state';
import { registerServiceWorkerWhenBuilt } from './service-worker/register';

// Register the remotes (the map this document carries, else /remotes.json); a failure surfaces in the page that
// needs the remote.
ensureRemotesRegistered().catch((error: unknown) => console.warn('Remotes could not be registered:', error));
// The service worker (ADR 0059), once the page has loaded: it never competes with the first paint.
registerServiceWorkerWhenBuilt();

// A page the browser draws: with the server render's first data where it came with it (ADR 0086: a page the server
// does not draw), else the session and the settings are asked for now, while the routes of the path load (ADR 0047),
// not once the router has drawn the layout; the router starts at once too (the owner's routes, then the route's loader).
const queryClient = hydratedQueryClient(readServerState());
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
