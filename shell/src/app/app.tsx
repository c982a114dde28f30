import { useMemo, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, ScrollRestoration } from 'react-router-dom';
import { Button, Spinner } from '@motohaul/design-system';
import { NavigationProvider, PageToaster } from '@motohaul/platform';
import { Layout } from '../layout/layout';
import { appRoutes, ShellOutlet } from '../routes/app-routes';
import { useRouterNavigation } from '../routes/router-navigation';
import { UnsavedChangesDialog, useUnsavedChanges } from '../routes/unsaved-changes-guard';
import { useCurrentUser, usePublicConfig } from '../api/session';
import styles from './app.module.css';

function Site() {
  const currentUser = useCurrentUser();
  const config = usePublicConfig();
  const unsaved = useUnsavedChanges();
  const navigation = useRouterNavigation(unsaved.setUnsavedChanges);

  let content;
  if (currentUser.isPending || config.isPending) {
    content = (
      <div className={styles.fullPage}>
        <Spinner size="lg" label="Loading..." />
      </div>
    );
  } else if (config.isError) {
    content = (
      <div className={styles.fullPage} role="alert">
        <p>The site could not load its settings: {config.error.message}</p>
        <Button onClick={() => void config.refetch()}>Try again</Button>
      </div>
    );
  } else {
    // A visitor's session check answers null; a failure of it also leaves the visitor's site usable.
    const user = currentUser.data ?? null;
    content = (
      <Layout phone={config.data.supportPhone} appMode={config.data.appMode} user={user}>
        <ShellOutlet config={config.data} user={user} navigation={navigation} />
      </Layout>
    );
  }
  return (
    <NavigationProvider value={navigation}>
      {content}
      <ScrollRestoration />
      <UnsavedChangesDialog open={unsaved.blocked} onLeave={unsaved.leave} onStay={unsaved.stay} />
    </NavigationProvider>
  );
}

/** What surrounds the router, in the browser and in a server render alike: the one QueryClient and the one Toaster. */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <PageToaster />
    </QueryClientProvider>
  );
}

/** The site's routes around the root element (layout, session, guards); the server render uses them too. */
export const siteRoutes = () => appRoutes(<Site />);

/** The shell: one QueryClient, the data router (ADR 0009), the layout and the one Toaster. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const router = useMemo(() => createBrowserRouter(siteRoutes()), []);
  return (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
