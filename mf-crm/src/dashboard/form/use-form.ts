import { useState } from 'react';
import * as v from 'valibot';
import { ApiError, validate } from '@motohaul/contracts';

export type FieldMessages = Record<string, string>;

const firstMessages = (fieldErrors: Record<string, string[]>): FieldMessages =>
  Object.fromEntries(Object.entries(fieldErrors).flatMap(([key, list]) => (list[0] ? [[key, list[0]]] : [])));

/** Form values with valibot validation; server field errors (400 envelope) land on the same fields. */
export function useForm<S extends v.GenericSchema, T extends Record<string, unknown>>(schema: S, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldMessages>({});

  const set = <K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field as string]) return current;
      const { [field as string]: _removed, ...rest } = current;
      return rest;
    });
  };

  /** The parsed output, or null after showing the field errors. */
  const check = (input: unknown = values): v.InferOutput<S> | null => {
    const result = validate(schema, input);
    if (result.success) {
      setErrors({});
      return result.output;
    }
    setErrors(firstMessages(result.fieldErrors));
    return null;
  };

  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors) setErrors(firstMessages(error.fieldErrors));
  };

  return { values, errors, set, check, showServerErrors, reset: () => setValues(initial) };
}
