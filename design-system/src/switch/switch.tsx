import { useId, type ReactNode } from 'react';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
}

/** An on/off switch: a button with role=switch, named by its visible label. */
export function Switch({ label, checked, onChange, hint, disabled, id }: SwitchProps) {
  const generated = useId();
  const controlId = id ?? `mh-switch-${generated}`;
  const labelId = `${controlId}-label`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className="mh-switch">
      <button
        id={controlId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className="mh-switch__control"
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="mh-switch__thumb" aria-hidden="true" />
      </button>
      <span className="mh-switch__text">
        <label id={labelId} htmlFor={controlId} className="mh-switch__label">
          {label}
        </label>
        {hint && (
          <span id={hintId} className="mh-field__hint">
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}
