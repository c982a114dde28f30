import { lazy, Suspense, useState, type LazyExoticComponent } from 'react';
import type { RemotePageProps } from '@motohaul/contracts';
import { Spinner } from '@motohaul/design-system';
import { loadRemotePage, type RemotePageComponent, type RemotePageId } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { serverPage } from './server-pages';
import styles from './remote-page.module.css';

const pages = new Map<RemotePageId, LazyExoticComponent<RemotePageComponent>>();

/**
 * One lazy component per page, created on first visit: a remote's code loads only when its route does. A server
 * render draws the page's component itself (the same Suspense boundary around it): while hydrating, React keeps that
 * server markup on screen until the lazy page has loaded, then hydrates it (ADR 0037).
 */
function lazyPage(id: RemotePageId) {
  const rendered = serverPage(id);
  if (rendered) return rendered;
  let page = pages.get(id);
  if (!page) {
    page = lazy(() => loadRemotePage(id));
    pages.set(id, page);
  }
  return page;
}

/** What a page shows while its code loads. */
export function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}

export interface RemotePageProperties extends RemotePageProps {
  id: RemotePageId;
}

/** Renders a remote's page inside Suspense and an error boundary whose 'Try again' really loads again. */
export function RemotePage({ id, ...props }: RemotePageProperties) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(id);
  const retry = () => {
    // React caches a rejected lazy component for good: drop it so the next render starts a fresh load.
    pages.delete(id);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} remote={id.split('/')[0] ?? id} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
