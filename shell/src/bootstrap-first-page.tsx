import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import '@motohaul/design-system/styles.css';
import type { QueryClient } from '@tanstack/react-query';
import { AppFrame } from './app/app-frame';
import { FirstPage, type LeaveFirstPage } from './first-page/first-page';
import { preloadPage, type RoutePage } from './remotes/remote-page';
import { renderedPage } from './remotes/remote-routes';
import { ensureRemotesRegistered } from './remotes/remotes-registry';
import { registerServiceWorkerWhenBuilt } from './service-worker/register';
import { hydratedQueryClient, readServerState } from './server/server-state';

/**
 * The routed app (app.tsx, with the data router) takes over the same React root, with the same query cache, at this
 * page, and its router then goes to the page a link asked for (its own history entry, scroll reset and guards). This
 * page again (`to` null: a session that changed, or Back to another page) is drawn in place once its code is here
 * too, where the reader is then. If the app's code cannot load, the browser loads the page.
 */
function leaveTo(root: Root, queryClient: QueryClient, page: RoutePage): LeaveFirstPage {
  let left = false;
  return (to, options) => {
    if (left) return;
    left = true;
    const leftAt = window.scrollY;
    import('./app/app').then(
      async ({ App, routerReady }) => {
        await Promise.all([routerReady(queryClient), to === null && preloadPage(page)]);
        const navigateTo = to === null ? undefined : { to, replace: options?.replace, scrollY: leftAt };
        root.render(
          <StrictMode>
            <App queryClient={queryClient} navigateTo={navigateTo} scrollY={to === null && window.scrollY > 0 ? window.scrollY : undefined} />
          </StrictMode>,
        );
      },
      () => {
        if (to === null) window.location.reload();
        else if (options?.replace) window.location.replace(to);
        else window.location.assign(to);
      },
    );
  };
}

const container = document.getElementById('root');
const state = readServerState();
if (container && state?.page) {
  // Fetch /remotes.json while the page hydrates; a failure surfaces in the page that needs the remote.
  ensureRemotesRegistered().catch((error: unknown) => console.warn('Remotes could not be registered:', error));
  // The service worker (ADR 0059), once the page has loaded: it never competes with the first paint.
  registerServiceWorkerWhenBuilt();
  // A server-rendered page (ADR 0037, ADR 0086): hydrated with the query cache it was drawn with; its markup stays on
  // screen while the remote's code loads. A remote released since whose markup differs is drawn again by the browser
  // (a recoverable error, logged as a warning).
  const queryClient = hydratedQueryClient(state);
  const page = renderedPage(state.page);
  let leave: LeaveFirstPage = () => undefined;
  const root = hydrateRoot(
    container,
    <StrictMode>
      <AppFrame queryClient={queryClient}>
        <FirstPage
          page={page}
          params={state.page.params}
          location={{ pathname: window.location.pathname, search: window.location.search }}
          leave={(to, options) => leave(to, options)}
        />
      </AppFrame>
    </StrictMode>,
    { onRecoverableError: (error) => console.warn('The server-rendered page was drawn again by the browser:', error) },
  );
  leave = leaveTo(root, queryClient, page);
} else {
  // Markup without its state (not one of ours): the browser draws the page.
  container?.replaceChildren();
  void import('./bootstrap');
}
