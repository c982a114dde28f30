import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@motohaul/contracts';
import { Toaster } from '@motohaul/design-system';

// Test helpers of the CRM's account pages: a fetch that answers by path, and a page rendered with the
// providers the shell gives it (query client, router, toasts).

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

function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export const config = { supportPhone: '1300 668 722' };

/** Renders `page` at `url` inside a fresh query client, a memory router and the toaster. */
export function renderPage(page: ReactElement, { url = '/', path }: { url?: string; path?: string } = {}) {
  const pagePath = path ?? new URL(url, 'http://localhost').pathname;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pagePath} element={page} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
      <Toaster />
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
