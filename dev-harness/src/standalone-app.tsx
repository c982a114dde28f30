import { lazy, StrictMode, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiClient, CURRENT_USER_KEY, fetchCurrentUser, type PublicConfig, type RemotePageProps, type RemoteRoute } from '@motohaul/contracts';
import { Spinner } from '@motohaul/design-system';
import { useBrowserNavigation, PageToaster } from '@motohaul/platform';

/** A remote's route tree (its `./routes` module), served alone. */
export type StandaloneRoutes = RemoteRoute[];

type Page = LazyExoticComponent<ComponentType<RemotePageProps>>;
const pages = new WeakMap<RemoteRoute, Page>();
function lazyPage(route: RemoteRoute, load: NonNullable<RemoteRoute['page']>): Page {
  let page = pages.get(route);
  if (!page) {
    page = lazy(load as () => Promise<{ default: ComponentType<RemotePageProps> }>);
    pages.set(route, page);
  }
  return page;
}

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

function Pages({ routes }: { routes: StandaloneRoutes }) {
  const navigation = useBrowserNavigation();
  const config = useQuery({ queryKey: ['config'], queryFn: () => apiClient.get<PublicConfig>(API_PATHS.publicConfig) });
  const user = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
  if (config.isPending || user.isPending) return <Spinner size="lg" label="Loading" />;
  if (config.isError) return <p role="alert">The API at /api could not be reached: {config.error.message}</p>;
  const match = matchRoutes(routes as RouteObject[], navigation.pathname)?.at(-1);
  const route = match?.route as RemoteRoute | undefined;
  if (!match || !route?.page) return <p>This remote has no page at {navigation.pathname}.</p>;
  const Page = lazyPage(route, route.page);
  const props: RemotePageProps = { config: config.data, user: user.data ?? null, navigation: { ...navigation, params: match.params } };
  return (
    <Suspense fallback={<Spinner size="lg" label="Loading" />}>
      <Page {...props} />
    </Suspense>
  );
}

/** A remote on its own dev server: its pages with the providers the shell normally gives them. */
export function StandaloneApp({ routes }: { routes: StandaloneRoutes }) {
  return (
    <QueryClientProvider client={queryClient}>
      <main>
        <Pages routes={routes} />
      </main>
      <PageToaster />
    </QueryClientProvider>
  );
}

/** Renders the standalone app into #root (a remote's bootstrap when it runs alone). */
export function renderStandalone(routes: StandaloneRoutes): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp routes={routes} />
    </StrictMode>,
  );
}
