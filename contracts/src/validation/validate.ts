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

/**
 * A required key left out is reported by valibot as 'Invalid key: Expected "email" but received undefined'; the
 * field's own message ('Please enter a valid email address') says it as the form does.
 */
function ownMessageOfMissingKey(schema: v.GenericSchema, issue: v.GenericIssue): v.GenericIssue {
  const key = issue.path?.length === 1 ? issue.path[0]?.key : undefined;
  const entries = (schema as { entries?: Record<string, v.GenericSchema> }).entries;
  if (issue.type !== 'object' || issue.input !== undefined || typeof key !== 'string' || !entries || !Object.hasOwn(entries, key)) return issue;
  const own = v.safeParse(entries[key]!, undefined);
  return own.success || !own.issues[0] ? issue : { ...issue, message: own.issues[0].message };
}

/** Validates input against a schema; on failure gives the envelope's message and per-field messages. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): ValidationResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  const flat = v.flatten<S>(result.issues.map((issue) => ownMessageOfMissingKey(schema, issue)) as typeof result.issues);
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
