import type { ErrorRequestHandler } from 'express';
import type { ErrorEnvelope } from '@motohaul/contracts';
import { AppError } from './app-error';
import { classifyDatabaseError, rootCauseMessage } from './database-errors';

/** Errors that body-parser and friends raise carry a status and a `type`. */
interface HttpLibraryError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

const LIBRARY_MESSAGES: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'Malformed JSON body' },
  'entity.too.large': { status: 413, message: 'Request body is too large' },
  'encoding.unsupported': { status: 415, message: 'Unsupported content encoding' },
  'charset.unsupported': { status: 415, message: 'Unsupported charset' },
};

/** The one error handler: every error leaves as `{ message, fieldErrors? }`; nothing leaks a stack. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  const send = (status: number, body: ErrorEnvelope) => res.status(status).json(body);

  if (error instanceof AppError) {
    if (error.headers) res.set(error.headers);
    return send(error.status, error.fieldErrors ? { message: error.message, fieldErrors: error.fieldErrors } : { message: error.message });
  }

  const libraryError = (error ?? {}) as HttpLibraryError;
  const known = libraryError.type ? LIBRARY_MESSAGES[libraryError.type] : undefined;
  if (known) return send(known.status, { message: known.message });

  const status = libraryError.status ?? libraryError.statusCode;
  // A body said to be gzip or deflate that is not: zlib's own words ('incorrect header check') would mean nothing.
  const zlibCode = (error as { code?: unknown } | null)?.code;
  if (status === 400 && typeof zlibCode === 'string' && zlibCode.startsWith('Z_')) return send(400, { message: 'The request body could not be decompressed' });
  // The router could not decode a path parameter (a malformed percent escape such as %E0%A4%A): the client's path.
  if (error instanceof URIError && status === 400) return send(400, { message: 'Malformed path' });
  if (status !== undefined && status >= 400 && status < 500 && libraryError.expose) {
    return send(status, { message: error instanceof Error ? error.message : 'Bad request' });
  }

  const databaseFailure = classifyDatabaseError(error);
  if (databaseFailure) {
    if (databaseFailure.status === 503) {
      console.error('Database unavailable:', rootCauseMessage(error));
      res.set('Retry-After', String(databaseFailure.retryAfterSeconds));
    }
    return send(databaseFailure.status, { message: databaseFailure.message });
  }

  console.error('Unexpected error:', error);
  return send(500, { message: 'Internal server error' });
};
