import { useId, type ReactNode } from 'react';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
}

export interface RadioGroupProps<V extends string> {
  /** The group's visible name (the fieldset legend). */
  legend: ReactNode;
  /** The inputs' shared name; generated when omitted. */
  name?: string;
  options: readonly RadioOption<V>[];
  value: V;
  onChange: (value: V) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** Lay options out side by side where there is room. */
  inline?: boolean;
  disabled?: boolean;
}

/** A set of radio buttons in a fieldset with a legend. */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  inline = false,
  disabled,
}: RadioGroupProps<V>) {
  const baseId = `mh-radio-${useId()}`;
  const groupName = name ?? baseId;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={['mh-radio-group', inline ? 'mh-radio-group--inline' : ''].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="mh-radio-group__legend">{legend}</legend>
      {hint && (
        <p id={hintId} className="mh-field__hint">
          {hint}
        </p>
      )}
      <div className="mh-radio-group__options">
        {options.map((option) => {
          const optionId = `${baseId}-${option.value}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            <label key={option.value} className="mh-radio" htmlFor={optionId}>
              <input
                id={optionId}
                type="radio"
                name={groupName}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={descriptionId}
              />
              <span>
                {option.label}
                {option.description && (
                  <span id={descriptionId} className="mh-radio__description">
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mh-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
