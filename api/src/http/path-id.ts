import { MAX_ID } from '@motohaul/contracts';
import { AppError } from './app-error';

/** A positive integer id from a path segment; anything else is an unknown resource (404). */
export function pathId(value: string | string[] | undefined, notFoundMessage: string): number {
  const text = Array.isArray(value) ? '' : (value ?? '');
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > MAX_ID) throw new AppError(404, notFoundMessage);
  return Number(text);
}
