import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { API_PATHS, apiClient, type CurrentUser, type PublicConfig, type RemotePageProps } from '@motohaul/contracts';
import { Spinner, Toaster } from '@motohaul/design-system';
import '@motohaul/design-system/styles.css';
import GetQuotePage from './pages/get-quote/get-quote-page';
import QuoteSuccessPage from './pages/quote-success/quote-success-page';

const ROUTES: [string, ComponentType<RemotePageProps>][] = [
  ['/', GetQuotePage],
  ['/get-quote', GetQuotePage],
  ['/quote-success', QuoteSuccessPage],
];

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

function Pages() {
  const config = useQuery({ queryKey: ['config'], queryFn: () => apiClient.get<PublicConfig>(API_PATHS.publicConfig) });
  const user = useQuery({
    queryKey: ['auth', 'me'],
    queryFn: () => apiClient.get<CurrentUser | null>(API_PATHS.authMe, { nullOn401: true }),
  });
  if (config.isPending || user.isPending) return <Spinner size="lg" label="Loading" />;
  if (config.isError) return <p role="alert">The API at /api could not be reached: {config.error.message}</p>;
  const props: RemotePageProps = { config: config.data, user: user.data ?? null };
  return (
    <Routes>
      {ROUTES.map(([path, Page]) => (
        <Route key={path} path={path} element={<Page {...props} />} />
      ))}
    </Routes>
  );
}

/** mf-quote on its own dev server: its pages with the providers the shell normally gives them. */
function StandaloneApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <main>
          <Pages />
        </main>
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}
