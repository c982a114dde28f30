import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field } from '../field/field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option (e.g. 'Choose…'). */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled native select. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, id, className, required, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <select ref={ref} {...control} className={['mh-select', className ?? ''].filter(Boolean).join(' ')} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
