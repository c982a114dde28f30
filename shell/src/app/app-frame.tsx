import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { keepFocusOnRemoval, PageToaster, ServerRenderContext } from '@motohaul/platform';

/**
 * What surrounds every page, with the router (app.tsx) or without it (a server-rendered first page, ADR 0040): the one
 * QueryClient, the one Toaster, where the focus goes when a control removes itself, and whether this is the server's
 * render (`onServer`: what a page's static parts need to know, ADR 0092).
 */
export function AppFrame({ queryClient, onServer = false, children }: { queryClient: QueryClient; onServer?: boolean; children: ReactNode }) {
  // One mechanism for every remote's pages: a control that goes away with its own action (a discount's Remove, Approve)
  // leaves the focus on its part's heading, not on the page's body (issue 45 item 9).
  useEffect(() => keepFocusOnRemoval(), []);
  return (
    <ServerRenderContext value={onServer}>
      <QueryClientProvider client={queryClient}>
        {children}
        <PageToaster />
      </QueryClientProvider>
    </ServerRenderContext>
  );
}
