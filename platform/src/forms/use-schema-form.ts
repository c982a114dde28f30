import { useCallback, useEffect, useRef, useState } from 'react';
import type { GenericSchema, InferOutput } from 'valibot';
import { ApiError, pickFieldErrors, validate, type FieldErrors } from '@motohaul/contracts';
import { useUnsavedChangesGuard } from '../navigation/unsaved-changes-guard';
import { firstMessages, focusFirstInvalid, withoutMessage, type FieldMessages } from './field-messages';

export interface SchemaFormOptions<T> {
  /** The schema's input built from the form's values (default: the values themselves). */
  toInput?: (values: T) => unknown;
  /** Report unsaved changes to the shell once a value changed (ADR 0009): a page form, not a dialog. */
  guardUnsaved?: boolean;
  /** Called with the field errors each time messages are shown (a wizard goes to the step that has them). */
  onInvalid?: (fieldErrors: FieldErrors) => void;
}

type Key<T> = Extract<keyof T, string>;

/**
 * THE form hook of the front ends (ADR 0016): values, one message per field (the first of the schema's or the
 * server's; editing a field clears its message), checks against the contracts schema (all fields, or one wizard
 * step's) that show the messages and focus the first invalid control, a `dirty` flag and the unsaved-changes guard.
 */
export function useSchemaForm<S extends GenericSchema, T extends Record<string, unknown>>(
  schema: S,
  initial: T | (() => T),
  { toInput = (values) => values, guardUnsaved = false, onInvalid }: SchemaFormOptions<T> = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [initialValues] = useState(initial);
  const [values, setValuesState] = useState<T>(initialValues);
  const [errors, setErrors] = useState<FieldMessages<Key<T>>>({});
  const [dirty, setDirty] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const { markSaved } = useUnsavedChangesGuard(guardUnsaved && dirty);

  // After the messages render (and a wizard's step changed), focus the first invalid control.
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const onInvalidRef = useRef(onInvalid);
  onInvalidRef.current = onInvalid;

  /** Shows these field messages (the first of each) and focuses the first invalid control. */
  const showErrors = useCallback((fieldErrors: FieldErrors, focus = true) => {
    setErrors(firstMessages(fieldErrors, Object.keys(fieldErrors) as Key<T>[]));
    onInvalidRef.current?.(fieldErrors);
    if (focus) setFocusRequest((n) => n + 1);
  }, []);

  /**
   * Shows `message` on one field, or clears it (undefined), leaving the others' messages: a rule checked as the user
   * types (a percentage above 100) rather than on submit.
   */
  const setMessage = useCallback((name: Key<T>, message: string | undefined) => {
    setErrors((current) => (message ? { ...current, [name]: message } : withoutMessage<Key<T>>(current, name)));
  }, []);

  /** Clears every message (a wizard going back a step). */
  const clearErrors = useCallback(() => setErrors({}), []);

  const set = useCallback(<K extends Key<T>>(name: K, value: T[K]) => {
    setValuesState((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutMessage<Key<T>>(current, name));
    setDirty(true);
  }, []);

  const setValues = useCallback((next: T | ((current: T) => T)) => {
    setValuesState(next);
    setDirty(true);
  }, []);

  /** The parsed input (of the values, or of `input` when given), or null after showing the messages. */
  function check(input?: unknown): InferOutput<S> | null {
    const result = validate(schema, input ?? toInput(values));
    if (!result.success) {
      showErrors(result.fieldErrors);
      return null;
    }
    setErrors({});
    return result.output;
  }

  /** The messages of `only` these fields (one wizard step), shown; true when that part is valid. */
  function checkFields(only: readonly string[]): boolean {
    const result = validate(schema, toInput(values));
    const stepErrors = result.success ? {} : pickFieldErrors(result.fieldErrors, only);
    if (Object.keys(stepErrors).length > 0) {
      showErrors(stepErrors);
      return false;
    }
    setErrors({});
    return true;
  }

  /** Puts the field errors of an API error (400 envelope) on the fields; true when there were any. */
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      if (!(error instanceof ApiError) || !error.fieldErrors || Object.keys(error.fieldErrors).length === 0) return false;
      showErrors(error.fieldErrors);
      return true;
    },
    [showErrors],
  );

  /** Props for a text input bound to a string field. */
  const field = <K extends Key<T>>(name: K) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as T[K]),
  });

  const reset = useCallback(
    (next: T = initialValues) => {
      setValuesState(next);
      setErrors({});
      setDirty(false);
    },
    [initialValues],
  );

  /** After a save: the values are no longer unsaved changes (call before navigating away). */
  const saved = useCallback(() => {
    setDirty(false);
    markSaved();
  }, [markSaved]);

  return { formRef, values, setValues, set, errors, field, check, checkFields, showErrors, setMessage, clearErrors, showServerErrors, dirty, reset, saved };
}

export type SchemaForm<S extends GenericSchema, T extends Record<string, unknown>> = ReturnType<typeof useSchemaForm<S, T>>;
