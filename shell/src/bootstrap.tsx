import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@motohaul/design-system/styles.css';
import { currentUserQueryOptions, publicConfigQueryOptions } from './api/session';
import type { ServerRenderState } from '@motohaul/contracts';
import { appRouter, App, routerReady } from './app/app';
import { createQueryClient } from './app/query-client';
import { readSeededQueries, seedQueries } from './app/seeded-queries';
import { preloadPage } from './remotes/remote-page';
import { renderedPage } from './remotes/remote-routes';
import { ensureRemotesRegistered } from './remotes/remotes-registry';
import { readServerState } from './server/server-state';
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

const render = (root: HTMLElement, drawnOver?: { scrollY?: number; onDrawn: () => void }) =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} scrollY={drawnOver?.scrollY} onDrawn={drawnOver?.onDrawn} />
    </StrictMode>,
  );

/**
 * A signed-in user's page the server drew (ADR 0066) stays on screen until the router has its first page and that
 * page's code has loaded: the app's first commit then draws the same page in its place, where the reader scrolled to,
 * instead of the spinner. Not hydrated: what only this browser knows (its storage, its clock) is drawn here alone.
 */
async function drawOver(root: HTMLElement, state: ServerRenderState) {
  try {
    await Promise.all([routerReady(queryClient), preloadPage(renderedPage(state.page))]);
  } catch (error) {
    console.warn('The page could not be made ready before drawing over the server markup:', error);
  }
  // A page at its top is left to the router's scroll restoration (a reload's saved place); a scrolled one stays.
  // The markup was inert while nothing could answer it (api/src/static/page-html.ts); the app's page, once committed
  // in its place, does.
  render(root, { scrollY: window.scrollY > 0 ? window.scrollY : undefined, onDrawn: () => root.removeAttribute('inert') });
}

const root = document.getElementById('root');
const drawn = root && readServerState(root);
if (root && drawn?.signedIn) void drawOver(root, drawn);
else if (root) render(root);
