import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../field/field-parts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** The visible label (always shown). */
  label: ReactNode;
  hint?: ReactNode;
  /** The field's error message; marks the input invalid. */
  error?: ReactNode;
  /** Content placed after the input inside the field wrapper (a suggestion list, say). */
  after?: ReactNode;
  /** Decorations drawn inside the input box: `before` at its start (an icon), `adornment` at its end. */
  before?: ReactNode;
  adornment?: ReactNode;
  wrapperClassName?: string;
}

/** A labelled input with an optional hint and error, both linked through aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, after, before, adornment, id, className, wrapperClassName, required, type = 'text', ...rest },
  ref,
) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const input = (
    <input
      ref={ref}
      id={controlId}
      type={type}
      className={['mh-input', before ? 'mh-input--with-before' : '', adornment ? 'mh-input--with-adornment' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...rest}
    />
  );
  return (
    <div className={['mh-field', wrapperClassName ?? ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {before || adornment ? (
        <span className="mh-field__control">
          {before}
          {input}
          {adornment}
        </span>
      ) : (
        input
      )}
      {after}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
});
