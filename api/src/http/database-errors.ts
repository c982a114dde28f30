/**
 * What a database failure means for the client. PostgreSQL reports a SQLSTATE `code`, node-postgres a
 * socket `code`; drizzle wraps both in an error whose `cause` holds the original, so the chain is walked.
 */
export type DatabaseFailure =
  | { status: 503; message: string; retryAfterSeconds: number }
  | { status: 409; message: string }
  | { status: 400; message: string };

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001',
  '08003',
  '08004',
  '08006',
]);

const UNAVAILABLE_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /PGlite is closed/i];

function errorChain(error: unknown): Array<{ code?: unknown; message?: unknown }> {
  const chain: Array<{ code?: unknown; message?: unknown }> = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    chain.push(current as { code?: unknown; message?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The driver's own message (drizzle's wrapper repeats the query and its parameters: personal data). */
export function rootCauseMessage(error: unknown): string {
  const chain = errorChain(error);
  const last = chain[chain.length - 1];
  return typeof last?.message === 'string' ? last.message : String(error);
}

export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  for (const link of errorChain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    const message = typeof link.message === 'string' ? link.message : '';
    if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) {
      return { status: 503, message: 'The service is temporarily unavailable. Please try again shortly.', retryAfterSeconds: 5 };
    }
    // A race that a unique index settled: the request lost, nothing was stored twice.
    if (code === '23505') return { status: 409, message: 'This record already exists' };
    // Values PostgreSQL could not accept (bad number, out of range): the request, not the server.
    if (code === '22P02' || code === '22003' || code === '22007' || code === '22008' || code === '22021') {
      return { status: 400, message: 'A value in the request is not valid' };
    }
  }
  return null;
}
