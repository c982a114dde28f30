import { forwardRef, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ADDRESS_SUGGESTIONS } from '@motohaul/contracts';
import { TextField } from '../text-field/text-field';
import { addressSuggestions, searchable, splitAddress, type AddressSuggestion, type SearchLocalities } from './built-in-suggestions';

/** Where suggestions come from: Google Places, or the built-in locality search (the fallback). */
export type AddressMode = 'places' | 'built-in';

export interface AddressComboboxProps {
  id: string;
  /** The input's name in its form (what a form sent without JavaScript carries; what a hydrating page reads back). */
  name?: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /**
   * The built-in mode's locality search (not used while `mode` is 'places'): the apps pass platform's
   * `fetchLocalities` (GET /api/localities), tests a stub. design-system calls no API itself.
   */
  searchLocalities: SearchLocalities;
  /** Called with the chosen built-in suggestion, after `onValueChange` (its locality carries coordinates). */
  onSuggestionChosen?: (suggestion: AddressSuggestion) => void;
  /** Which service suggests: shown by the green (places) or orange (built-in) dot. */
  mode: AddressMode;
  error?: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
  className?: string;
  wrapperClassName?: string;
  /** Content before the input inside the field (an icon, say). */
  before?: ReactNode;
}

const MODE_TEXT: Record<AddressMode, string> = {
  places: 'Address suggestions from Google Places',
  'built-in': 'Built-in address suggestions',
};

/**
 * An address input with suggestions as an ARIA combobox (spec §4): waits 300 ms, shows the listbox, arrows move,
 * Enter picks, Escape closes, blur closes after 200 ms. In places mode the places widget suggests instead. The
 * built-in mode searches Australian localities on the text after the last comma (ADR 0011); any change of the
 * text clears the list at once, and an answer for older text is dropped.
 */
export const AddressCombobox = forwardRef<HTMLInputElement, AddressComboboxProps>(function AddressCombobox(
  {
    id,
    name,
    label,
    value,
    onValueChange,
    searchLocalities,
    onSuggestionChosen,
    mode,
    error,
    hint,
    placeholder,
    required,
    autoComplete = 'off',
    className,
    wrapperClassName,
    before,
  },
  ref,
) {
  const [pendingText, setPendingText] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  /** What the status region announces after a search ('' while none has answered). */
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<number | undefined>(undefined);
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const listId = `${id}-suggestions`;
  const builtIn = mode === 'built-in';

  useEffect(() => {
    if (pendingText === null || !builtIn) return;
    const { street, search } = splitAddress(pendingText);
    if (!searchable(search)) return;
    const request = new AbortController();
    const timer = window.setTimeout(() => {
      searchLocalities(search, request.signal).then(
        (localities) => {
          if (request.signal.aborted) return;
          const next = addressSuggestions(street, localities);
          setSuggestions(next);
          setActive(-1);
          setOpen(next.length > 0);
          setStatus(next.length > 0 ? `${next.length} suggestion${next.length === 1 ? '' : 's'} available` : 'No matching suburb or postcode');
        },
        (failure: unknown) => {
          // Suggestions are a help: the rider can still type the whole address.
          if (!request.signal.aborted) console.warn('Address suggestions unavailable', failure);
        },
      );
    }, ADDRESS_SUGGESTIONS.delayMs);
    return () => {
      window.clearTimeout(timer);
      request.abort();
    };
  }, [pendingText, builtIn, searchLocalities]);

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  /** The text changed: the list for the old text goes at once; the new text's list comes after the typing pause. */
  const typed = (text: string) => {
    onValueChange(text);
    setSuggestions([]);
    setOpen(false);
    setActive(-1);
    setStatus('');
    setPendingText(text);
  };
  // A field the server drew keeps what was typed into it before the page hydrated: that text counts as typed (the
  // owner's value, and its suggestions), as it would have after hydration. Client-drawn, the element holds `value`.
  useEffect(() => {
    const text = input.current?.value;
    if (text !== undefined && text !== value) typed(text);
    // Once, as the field mounts: later the element and `value` move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setPendingText(null);
  };

  const choose = (suggestion: AddressSuggestion) => {
    onValueChange(suggestion.value);
    onSuggestionChosen?.(suggestion);
    close();
    setSuggestions([]);
    setStatus('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (!builtIn) return;
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
    } else if (event.key === 'Escape' && (open || pendingText !== null)) {
      // Also cancels suggestions still waiting for the typing pause.
      event.preventDefault();
      close();
    }
  };

  const expanded = builtIn && open && suggestions.length > 0;
  const listLabel = `Suggestions for ${typeof label === 'string' ? label : 'address'}`;
  return (
    <TextField
      ref={setInput}
      id={id}
      name={name}
      label={label}
      hint={hint}
      error={error}
      placeholder={placeholder}
      required={required}
      autoComplete={autoComplete}
      className={className}
      wrapperClassName={['mh-combobox', wrapperClassName ?? ''].filter(Boolean).join(' ')}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={listId}
      aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
      value={value}
      onChange={(event) => typed(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        window.clearTimeout(blurTimer.current);
        blurTimer.current = window.setTimeout(close, ADDRESS_SUGGESTIONS.blurCloseDelayMs);
      }}
      onFocus={() => window.clearTimeout(blurTimer.current)}
      before={before}
      adornment={
        <span className={`mh-address__mode mh-address__mode--${mode}`} data-mode={mode} title={MODE_TEXT[mode]}>
          <span className="mh-visually-hidden">{MODE_TEXT[mode]}</span>
        </span>
      }
      after={
        <>
          <ul id={listId} role="listbox" aria-label={listLabel} className="mh-listbox" hidden={!expanded}>
            {expanded &&
              suggestions.map((suggestion, index) => (
                <li
                  key={suggestion.locality.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="mh-listbox__option"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(suggestion)}
                >
                  {suggestion.value}
                </li>
              ))}
          </ul>
          {builtIn && (
            // A polite live region (not role=status, which pages keep for their own banners) says how many came.
            <span aria-live="polite" className="mh-visually-hidden" data-testid={`${id}-suggestion-count`}>
              {status}
            </span>
          )}
        </>
      }
    />
  );
});
