import type { FieldErrors } from '@motohaul/contracts';

/** The one error type routes throw; the error handler turns it into the envelope `{ message, fieldErrors? }`. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** `value`, or a 404 with `message` when there is none. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new AppError(404, message);
  return value;
}
