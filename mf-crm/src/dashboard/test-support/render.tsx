import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PageNavigation } from '@motohaul/contracts';

import { MemoryNavigation, PageToaster } from '@motohaul/platform';

export type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch at the network boundary: 'METHOD /path' -> handler; anything else answers 404 and is recorded. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(body, url) : json({ message: `No stub for ${method} ${url.pathname}` }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('EventSource', undefined);
  return { calls, bodiesOf: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).map((c) => c.body) };
}

/** Renders `ui` (or `ui(navigation)` for a page) with a fresh query client, memory navigation at /dashboard and the toaster. */
export function renderWithClient(ui: ReactElement | ((navigation: PageNavigation) => ReactElement)) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial="/dashboard">{(navigation) => (typeof ui === 'function' ? ui(navigation) : ui)}</MemoryNavigation>
      <PageToaster />
    </QueryClientProvider>,
  );
  return { user, queryClient };
}
