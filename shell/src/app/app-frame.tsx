import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PageToaster } from '@motohaul/platform';

/**
 * What surrounds every page, with the router (app.tsx) or without it (a server-rendered first page, ADR 0040): the one
 * QueryClient and the one Toaster.
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <PageToaster />
    </QueryClientProvider>
  );
}
