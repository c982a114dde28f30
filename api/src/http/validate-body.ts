import type { GenericSchema, InferOutput } from 'valibot';
import { validate } from '@motohaul/contracts';
import { AppError } from './app-error';

/** Validates a request body with a contracts schema; bad input becomes a 400 with field errors. */
export function parseBody<S extends GenericSchema>(schema: S, body: unknown): InferOutput<S> {
  const result = validate(schema, body ?? {});
  if (!result.success) {
    const hasFieldErrors = Object.keys(result.fieldErrors).length > 0;
    throw new AppError(400, result.message, hasFieldErrors ? result.fieldErrors : undefined);
  }
  return result.output;
}
