import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../field/field';

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
  const classes = ['mh-input', before ? 'mh-input--with-before' : '', adornment ? 'mh-input--with-adornment' : '', className ?? ''];
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={wrapperClassName}>
      {(control) => {
        const input = <input ref={ref} {...control} type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
        return (
          <>
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
          </>
        );
      }}
    </Field>
  );
});
