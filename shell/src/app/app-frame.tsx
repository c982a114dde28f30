import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { keepFocusOnRemoval, PageToaster } from '@motohaul/platform';

/**
 * What surrounds every page, with the router (app.tsx) or without it (a server-rendered first page, ADR 0040): the one
 * QueryClient, the one Toaster and where the focus goes when a control removes itself.
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // One mechanism for every remote's pages: a control that goes away with its own action (a discount's Remove, Approve)
  // leaves the focus on its part's heading, not on the page's body (issue 45 item 9).
  useEffect(() => keepFocusOnRemoval(), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <PageToaster />
    </QueryClientProvider>
  );
}
