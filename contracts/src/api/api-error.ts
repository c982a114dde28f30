import type { FieldErrors } from '../validation/validate';

/** A non-success answer of the API, with the message chosen by the rule of spec §8. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(status: number, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
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
