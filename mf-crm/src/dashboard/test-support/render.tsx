import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PageNavigation } from '@motohaul/contracts';

import { PageToaster } from '@motohaul/platform';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';

/**
 * Renders `ui` (or `ui(navigation)` for a page) with a fresh query client, memory navigation at `initial` (/dashboard;
 * `patterns` give its params, as the shell's routes do) and the toaster. The live-alerts stream is off (no
 * EventSource) unless `eventSource` gives one (a FakeEventSource); the test file restores the global with
 * vi.unstubAllGlobals(). The network is stubbed with stubNetwork (ADR 0021).
 */
export function renderWithClient(
  ui: ReactElement | ((navigation: PageNavigation) => ReactElement),
  { eventSource, initial = '/dashboard', patterns }: { eventSource?: unknown; initial?: string; patterns?: readonly string[] } = {},
) {
  vi.stubGlobal('EventSource', eventSource);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial={initial} {...(patterns ? { patterns } : {})}>{(navigation) => (typeof ui === 'function' ? ui(navigation) : ui)}</MemoryNavigation>
      <PageToaster />
    </QueryClientProvider>,
  );
  return { user, queryClient };
}
