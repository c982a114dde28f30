import type { RequestHandler } from 'express';
import { AppError } from './app-error';

const MAX_DEPTH = 32;

export const NUL_TEXT_MESSAGE = 'Text must not contain NUL characters';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold the NUL character: a query or JSON body carrying one is refused with 400
 * up front, instead of failing inside the database (found by the property-based security tests).
 */
export const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  if (containsNul(req.query) || containsNul(req.body)) throw new AppError(400, NUL_TEXT_MESSAGE);
  next();
};
