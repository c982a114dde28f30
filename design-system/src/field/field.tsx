import { useId, type ReactNode } from 'react';

/** What a control takes from its Field: its id, and the required, invalid and described-by states. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The control's id (default: a generated one). */
  id: string | undefined;
  label: ReactNode;
  hint: ReactNode;
  error: ReactNode;
  required: boolean | undefined;
  className?: string;
  /** The control, given the attributes that tie it to its label, hint and error (aria-describedby). */
  children: (control: FieldControlProps) => ReactNode;
}

/** The frame of a labelled control: the label (with a mark when required), the hint, the control and its error. */
export function Field({ id, label, hint, error, required, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `mh-field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['mh-field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="mh-field__label" htmlFor={controlId}>
        {label}
        {required && (
          <span className="mh-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="mh-field__hint">
          {hint}
        </p>
      )}
      {children({ id: controlId, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="mh-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
