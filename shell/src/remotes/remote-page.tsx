import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { RemotePageProps } from '@motohaul/contracts';
import { Spinner } from '@motohaul/design-system';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { PageRoute } from './remote-routes';
import styles from './remote-page.module.css';

export type RemotePageComponent = ComponentType<RemotePageProps>;

/** The page of a route as the shell loads it: which remote, its path, and its loader. */
export type RoutePage = Pick<PageRoute, 'remote' | 'path' | 'load'>;

const pages = new Map<string, RemotePageComponent>();
const idOf = (page: RoutePage) => `${page.remote}${page.path}`;

/** Loads a page's module and checks it has a component. */
async function loadPage(page: RoutePage): Promise<{ default: RemotePageComponent }> {
  const module = await page.load();
  if (typeof module.default !== 'function') throw new Error(`${idOf(page)} did not provide a page component`);
  return { default: module.default as RemotePageComponent };
}

/**
 * A page a server render draws in place (ADR 0037): its component is loaded before the render, so RemotePage draws
 * it directly where the browser loads it lazily.
 */
export async function preloadPage(page: RoutePage) {
  pages.set(idOf(page), (await loadPage(page)).default);
}

/**
 * One lazy component per page, created on first visit: a remote's page code loads only when its route does. While
 * hydrating a server-rendered page, React keeps the server markup on screen until the lazy page has loaded.
 */
function lazyPage(page: RoutePage) {
  let component = pages.get(idOf(page));
  if (!component) {
    // A load that fails is forgotten: React keeps a rejected lazy component for good, and the next page that mounts
    // this one (the routed app after a first page whose remote failed, ADR 0052) must load it afresh.
    const created = lazy(() =>
      loadPage(page).catch((error: unknown) => {
        if (pages.get(idOf(page)) === created) pages.delete(idOf(page));
        throw error;
      }),
    );
    component = created;
    pages.set(idOf(page), component);
  }
  return component;
}

/** What a page shows while its code loads. */
export function PageLoading() {
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}

/** Renders a remote's page inside Suspense and an error boundary whose 'Try again' really loads again. */
export function RemotePage({ page, ...props }: RemotePageProps & { page: RoutePage }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(page);
  const retry = () => {
    // React caches a rejected lazy component for good: drop it so the next render starts a fresh load.
    pages.delete(idOf(page));
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${idOf(page)}#${attempt}`} remote={page.remote} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
