import * as v from 'valibot';

/** The one error envelope every API error uses (DESIGN §4). */
export interface ErrorEnvelope {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

export type FieldErrors = Record<string, string[]>;

export type ValidationResult<T> =
  | { success: true; output: T }
  | { success: false; message: string; fieldErrors: FieldErrors };

export const VALIDATION_MESSAGE = 'Please correct the highlighted fields.';

/** Validates input against a schema; on failure gives the envelope's message and per-field messages. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): ValidationResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  const flat = v.flatten<S>(result.issues);
  const fieldErrors: FieldErrors = {};
  for (const [key, messages] of Object.entries(flat.nested ?? {})) {
    if (Array.isArray(messages) && messages.length > 0) fieldErrors[key] = messages as string[];
  }
  const rootMessage = flat.root?.[0];
  return {
    success: false,
    message: Object.keys(fieldErrors).length > 0 || !rootMessage ? VALIDATION_MESSAGE : rootMessage,
    fieldErrors,
  };
}

/** Keeps only the field errors of the named fields (one wizard step, say). */
export function pickFieldErrors(fieldErrors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(fieldErrors).filter(([key]) => fields.includes(key)));
}
