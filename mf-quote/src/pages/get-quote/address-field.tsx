import { forwardRef, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TextField } from '@motohaul/design-system';
import { SUGGESTION_BLUR_CLOSE_MS, SUGGESTION_DELAY_MS, suggestAddresses } from './address-suggestions';

export interface AddressFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
}

/** A text field with built-in address suggestions (spec §4, mode two), as an ARIA combobox with a listbox. */
export const AddressField = forwardRef<HTMLInputElement, AddressFieldProps>(function AddressField(
  { id, label, value, onValueChange, error, hint, placeholder, required, autoComplete = 'off' },
  ref,
) {
  const [pendingText, setPendingText] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<number | undefined>(undefined);
  const listId = `${id}-suggestions`;

  useEffect(() => {
    if (pendingText === null) return;
    const timer = window.setTimeout(() => {
      const next = suggestAddresses(pendingText);
      setSuggestions(next);
      setActive(-1);
      setOpen(next.length > 0);
    }, SUGGESTION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pendingText]);

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setPendingText(null);
  };

  const choose = (suggestion: string) => {
    onValueChange(suggestion);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen !== undefined) choose(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const expanded = open && suggestions.length > 0;
  return (
    <TextField
      ref={ref}
      id={id}
      label={label}
      hint={hint}
      error={error}
      placeholder={placeholder}
      required={required}
      autoComplete={autoComplete}
      wrapperClassName="mh-combobox"
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={listId}
      aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
      value={value}
      onChange={(event) => {
        onValueChange(event.target.value);
        setPendingText(event.target.value);
      }}
      onKeyDown={onKeyDown}
      onBlur={() => {
        window.clearTimeout(blurTimer.current);
        blurTimer.current = window.setTimeout(close, SUGGESTION_BLUR_CLOSE_MS);
      }}
      onFocus={() => window.clearTimeout(blurTimer.current)}
      after={
        <ul id={listId} role="listbox" aria-label={`Suggestions for ${typeof label === 'string' ? label : 'address'}`} className="mh-listbox" hidden={!expanded}>
          {expanded &&
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="mh-listbox__option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                {suggestion}
              </li>
            ))}
        </ul>
      }
    />
  );
});
