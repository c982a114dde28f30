import type { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open: longer than the clients and proxies in front of the API keep
 * theirs (a load balancer's 60 s; Node's and the browsers' shorter). Node's own 5 s let a client send its next request
 * on a connection the server was closing at that moment: the request failed with ECONNRESET (an e2e run met it after
 * a pause of a few seconds between two admin calls).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Applies the keep-alive timeout; the headers timeout stays above it, as Node requires for a kept connection. */
export function keepConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
