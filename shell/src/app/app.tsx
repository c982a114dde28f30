import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button, Spinner } from '@motohaul/design-system';
import { NavigationProvider, useBrowserNavigation, PageToaster } from '@motohaul/platform';
import { Layout } from '../layout/layout';
import { AppRoutes } from '../routes/app-routes';
import { useCurrentUser, usePublicConfig } from '../session/session-queries';
import styles from './app.module.css';

function Site() {
  const currentUser = useCurrentUser();
  const config = usePublicConfig();

  if (currentUser.isPending || config.isPending) {
    return (
      <div className={styles.fullPage}>
        <Spinner size="lg" label="Loading..." />
      </div>
    );
  }
  if (config.isError) {
    return (
      <div className={styles.fullPage} role="alert">
        <p>The site could not load its settings: {config.error.message}</p>
        <Button onClick={() => void config.refetch()}>Try again</Button>
      </div>
    );
  }
  // 401 answers null (a visitor); any other failure of /api/auth/me also leaves the visitor's site usable.
  const user = currentUser.data ?? null;
  return (
    <Layout phone={config.data.supportPhone} appMode={config.data.appMode} user={user}>
      <AppRoutes config={config.data} user={user} />
    </Layout>
  );
}

/** The shell: one QueryClient, the navigation on the browser history, the layout and the one Toaster. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const navigation = useBrowserNavigation();
  return (
    <QueryClientProvider client={queryClient}>
      <NavigationProvider value={navigation}>
        <Site />
      </NavigationProvider>
      <PageToaster />
    </QueryClientProvider>
  );
}
