import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field } from '../field/field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled multi-line text input with hint and error. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, id, className, required, rows = 4, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => <textarea ref={ref} {...control} rows={rows} className={['mh-textarea', className ?? ''].filter(Boolean).join(' ')} {...rest} />}
    </Field>
  );
});
