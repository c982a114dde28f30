import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, FieldLabel, useFieldIds } from '../field/field-parts';

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
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className="mh-field">
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <textarea
        ref={ref}
        id={controlId}
        rows={rows}
        className={['mh-textarea', className ?? ''].filter(Boolean).join(' ')}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
});
