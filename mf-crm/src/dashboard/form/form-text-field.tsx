import { TextField } from '@motohaul/design-system';
import styles from './form.module.css';

interface TextForm<T> {
  values: T;
  errors: Partial<Record<keyof T & string, string>>;
  set: <K extends keyof T>(field: K, value: T[K]) => void;
}

export interface FormTextFieldOptions {
  type?: string;
  wide?: boolean;
  required?: boolean;
}

/** One text input of a `useSchemaForm` form (platform): its value, its error, and edits written back to the form. */
export function formTextField<T extends Record<string, unknown>, K extends keyof T & string>(
  form: TextForm<T>,
  field: K,
  label: string,
  { type = 'text', wide, required }: FormTextFieldOptions = {},
) {
  return (
    <TextField
      label={label}
      type={type}
      required={required}
      wrapperClassName={wide ? styles.wide : undefined}
      value={String(form.values[field] ?? '')}
      error={form.errors[field]}
      onChange={(event) => form.set(field, event.target.value as T[K])}
    />
  );
}
