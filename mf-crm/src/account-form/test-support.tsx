import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser, PageNavigation } from '@motohaul/contracts';

import { MemoryNavigation, PageToaster } from '@motohaul/platform';

// Test helpers of the CRM's account pages: a fetch that answers by path, and a page rendered with the
// providers the shell gives it (query client, navigation, toasts).

export type FetchCall = [input: string, init?: RequestInit];
export type Answer = Response | (() => Response | Promise<Response>);

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

/** Installs a fetch that answers each "METHOD path" from `answers` (a 404 otherwise); returns the mock. */
export function mockFetch(answers: Record<string, Answer | Answer[]>) {
  const queues = new Map(Object.entries(answers).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]));
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input}`;
    const queue = queues.get(key);
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!next) return json(404, { message: `No answer for ${key}` });
    return typeof next === 'function' ? next() : next.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to "METHOD path". */
export const bodiesSent = (fetchMock: ReturnType<typeof mockFetch>, key: string): unknown[] =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${input}` === key)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

export const config = { supportPhone: '1300 668 722', appMode: 'demo' as const };

/** A page element, or one built with the navigation the shell would hand it. */
export type PageElement = ReactElement | ((navigation: PageNavigation) => ReactElement);

/**
 * Renders `page` at `url` inside a fresh query client, memory navigation and the toaster. Any other path shows
 * 'Elsewhere'; the current path and query are in the element with test id `location`.
 */
export function renderPage(page: PageElement, { url = '/', path }: { url?: string; path?: string } = {}) {
  const pagePath = path ?? new URL(url, 'http://localhost').pathname;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial={url}>
        {(navigation) => (
          <>
            {navigation.pathname === pagePath ? (typeof page === 'function' ? page(navigation) : page) : <h1>Elsewhere</h1>}
            <div data-testid="location">{`${navigation.pathname}${navigation.search}`}</div>
          </>
        )}
      </MemoryNavigation>
      <PageToaster />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}

export const makeUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  username: 'pat',
  email: 'pat@example.com',
  userType: 'provider',
  firstName: 'Pat',
  lastName: 'Provider',
  teamOwnerId: null,
  companyName: 'Pat Transport',
  ...overrides,
});
