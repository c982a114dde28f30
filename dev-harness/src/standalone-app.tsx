import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiClient, CURRENT_USER_KEY, fetchCurrentUser, type PublicConfig, type RemotePageProps } from '@motohaul/contracts';
import { Spinner } from '@motohaul/design-system';
import { matchPattern, useBrowserNavigation, PageToaster } from '@motohaul/platform';

/** The pages a remote exposes, by the path each answers on when the remote runs alone. */
export type StandaloneRoutes = readonly (readonly [path: string, Page: ComponentType<RemotePageProps>])[];

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

function Pages({ routes }: { routes: StandaloneRoutes }) {
  const navigation = useBrowserNavigation();
  const config = useQuery({ queryKey: ['config'], queryFn: () => apiClient.get<PublicConfig>(API_PATHS.publicConfig) });
  const user = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });
  if (config.isPending || user.isPending) return <Spinner size="lg" label="Loading" />;
  if (config.isError) return <p role="alert">The API at /api could not be reached: {config.error.message}</p>;
  const match = routes.map(([path, Page]) => ({ Page, params: matchPattern(path, navigation.pathname) })).find((m) => m.params);
  if (!match?.params) return <p>This remote has no page at {navigation.pathname}.</p>;
  const props: RemotePageProps = { config: config.data, user: user.data ?? null, navigation: { ...navigation, params: match.params } };
  return <match.Page {...props} />;
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
