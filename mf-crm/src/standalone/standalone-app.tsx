import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { API_PATHS, apiClient, type CurrentUser, type PublicConfig, type RemotePageProps } from '@motohaul/contracts';
import { Spinner, Toaster } from '@motohaul/design-system';
import DashboardPage from '../pages/dashboard/dashboard-page';
import LoginPage from '../pages/login/login-page';
import ProviderSignupPage from '../pages/provider-signup/provider-signup-page';
import ForgotPasswordPage from '../pages/forgot-password/forgot-password-page';
import ResetPasswordPage from '../pages/reset-password/reset-password-page';

const ROUTES: [string, ComponentType<RemotePageProps>][] = [
  ['/', DashboardPage],
  ['/dashboard', DashboardPage],
  ['/login', LoginPage],
  ['/provider-signup', ProviderSignupPage],
  ['/auth/forgot-password', ForgotPasswordPage],
  ['/auth/reset-password', ResetPasswordPage],
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

/** mf-crm on its own dev server: its pages with the providers the shell normally gives them. */
export function StandaloneApp() {
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
