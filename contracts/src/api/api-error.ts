import type { FieldErrors } from '../validation/validate';

/** The mark of an ApiError, the same in every copy of this package (Symbol.for is one registry per page). */
const API_ERROR = Symbol.for('@motohaul/contracts/ApiError');

/**
 * A non-success answer of the API, with the message chosen by the rule of spec §8.
 *
 * `instanceof ApiError` holds for an error made by any copy of contracts: a remote bundles its own copy (contracts
 * is not a shared singleton), while the platform's form hook comes from the shell's, and a class check alone then
 * failed, so a remote's form showed no server message at all (issue 27).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;
  readonly [API_ERROR] = true;

  constructor(status: number, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [API_ERROR]?: unknown })[API_ERROR] === true;
  }
}

/** Spec §8: the JSON body's message, else the raw body text, else the status text. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let message = '';
  let fieldErrors: FieldErrors | undefined;
  if (text) {
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
        message = body.message;
        if ('fieldErrors' in body && body.fieldErrors && typeof body.fieldErrors === 'object') {
          fieldErrors = body.fieldErrors as FieldErrors;
        }
      }
    } catch {
      // Not JSON: the raw text is the message.
    }
    if (!message) message = text;
  }
  if (!message) message = response.statusText || `Request failed with status ${response.status}`;
  return new ApiError(response.status, message, fieldErrors);
}
