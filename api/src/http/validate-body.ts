import type { GenericSchema, InferOutput } from 'valibot';
import { validate } from '@motohaul/contracts';
import { AppError } from './app-error';

export const NOT_AN_OBJECT = 'The request body must be a JSON object';

/** Validates a request body with a contracts schema; bad input becomes a 400 with field errors. */
export function parseBody<S extends GenericSchema>(schema: S, body: unknown): InferOutput<S> {
  // valibot's object schema takes an array as an object without keys: a PATCH of [1,2,3] would change nothing, with 200.
  if (Array.isArray(body) && schema.type === 'object') throw new AppError(400, NOT_AN_OBJECT);
  const result = validate(schema, body ?? {});
  if (!result.success) {
    const hasFieldErrors = Object.keys(result.fieldErrors).length > 0;
    throw new AppError(400, result.message, hasFieldErrors ? result.fieldErrors : undefined);
  }
  return result.output;
}
