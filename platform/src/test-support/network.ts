import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

// The one network stub of the front-end tests (ADR 0021): MSW answers at the network boundary, so the code under
// test runs its real fetch client. A test declares 'METHOD /path' -> reply; any other request answers 404 and is
// recorded as unhandled; every request is recorded as sent (method, path, query, headers, body) for assertions.
// vitest.setup-dom.ts starts the server once per test file and resets routes and records after each test.

/** A request the code under test sent. */
export interface SentRequest {
  method: string;
  /** The URL's path, without the query ('/api/leads'). */
  path: string;
  searchParams: URLSearchParams;
  /** Header names in lower case ('authorization'). */
  headers: Record<string, string>;
  /** The JSON body parsed, the text when it is not JSON, undefined when there is none. */
  body: unknown;
  /** False when no route answered it (it got the 404). */
  handled: boolean;
}

/** A response, or a function of the request that answers (a pending promise keeps the request loading). */
export type Reply = Response | ((request: SentRequest) => Response | Promise<Response>);

/** 'METHOD /path' (an MSW path: '/api/leads/:id' matches any id) -> its reply; a list answers in turn, the last repeating. */
export type Routes = Record<string, Reply | readonly Reply[]>;

/** A JSON response (status 200 unless given). */
export const json = (body: unknown, status = 200): Response => Response.json(body, { status });

/** A failed request (fetch rejects with a TypeError, as when the network is down). */
export const networkError = (): Response => HttpResponse.error();

/** An empty response (204 unless given). */
export const empty = (status = 204): Response => new HttpResponse(null, { status });

const sent: SentRequest[] = [];

async function record(request: Request, handled: boolean): Promise<SentRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown = text || undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the text itself.
  }
  const entry: SentRequest = {
    method: request.method,
    path: url.pathname,
    searchParams: url.searchParams,
    headers: Object.fromEntries([...request.headers.entries()].map(([name, value]) => [name.toLowerCase(), value])),
    body,
    handled,
  };
  sent.push(entry);
  return entry;
}

const notFound = http.all('*', async ({ request }) => {
  const entry = await record(request, false);
  return json({ message: `No network stub for ${entry.method} ${entry.path}` }, 404);
});

const server = setupServer(notFound);

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

function routeHandler(route: string, replies: readonly Reply[]): HttpHandler {
  const [method, path, ...rest] = route.split(' ');
  const handlerOf = METHODS[method as keyof typeof METHODS];
  if (!handlerOf || !path || rest.length > 0) throw new Error(`A route is 'METHOD /path' (GET, POST, PUT, PATCH, DELETE), not '${route}'`);
  let next = 0;
  // '*/path': any origin, so the match does not depend on the page's location (a tel: link click changes it).
  return handlerOf(`*${path}`, async ({ request }) => {
    const entry = await record(request, true);
    const reply = replies[Math.min(next, replies.length - 1)];
    next += 1;
    if (reply === undefined) throw new Error(`No reply given for ${route}`);
    return typeof reply === 'function' ? reply(entry) : reply.clone();
  });
}

const matches = (route: string) => (request: SentRequest) => {
  const [method, path] = route.split(' ');
  return request.method === method && request.path === path;
};

/** What a test reads back: the requests sent since it began, in order. */
export const network = {
  /** Every request, the unhandled ones too. */
  get requests(): readonly SentRequest[] {
    return sent;
  },
  /** The requests no route answered. */
  get unhandled(): readonly SentRequest[] {
    return sent.filter((request) => !request.handled);
  },
  /** The requests sent to 'METHOD /path' (the exact path). */
  to: (route: string): SentRequest[] => sent.filter(matches(route)),
  /** The bodies sent to 'METHOD /path', in order. */
  bodiesOf: (route: string): unknown[] => sent.filter(matches(route)).map((request) => request.body),
};

/**
 * Answers the routes for the rest of this test (a later call wins over an earlier one for the same route); returns
 * the record of what was sent.
 */
export function stubNetwork(routes: Routes = {}): typeof network {
  server.use(
    ...Object.entries(routes).map(([route, reply]) => routeHandler(route, Array.isArray(reply) ? reply : [reply as Reply])),
  );
  return network;
}

// Absolute: the probe works whatever the page's location is.
const PROBE_URL = 'http://network-probe.test/settled';
const probe = http.get(PROBE_URL, () => new HttpResponse(null, { status: 204 }));

/**
 * Resolves once every request started before the call has been recorded: a probe request goes through the same
 * interception after them, then a macrotask passes. For asserting that something was NOT sent.
 */
export async function networkSettled(): Promise<void> {
  server.use(probe);
  await fetch(PROBE_URL);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Test lifecycle, called by vitest.setup-dom.ts only. */
export const networkLifecycle = {
  start: () => server.listen({ onUnhandledRequest: 'error' }),
  reset: () => {
    server.resetHandlers();
    sent.length = 0;
  },
  stop: () => server.close(),
};
