import { forwardRef, useImperativeHandle, useRef, type ReactNode } from 'react';
import { AddressCombobox } from '@motohaul/design-system';
import { useAddressMode, fetchLocalities } from '@motohaul/platform';

export interface AddressFieldProps {
  id: string;
  name?: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
}

/**
 * An address field with suggestions (spec §4): the places service when the API has a key, else the built-in search
 * of every Australian locality (GET /api/localities, ADR 0011).
 */
export const AddressField = forwardRef<HTMLInputElement, AddressFieldProps>(function AddressField(
  { onValueChange, ...rest },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(ref, () => inputRef.current, []);
  const mode = useAddressMode(inputRef, onValueChange);
  return <AddressCombobox ref={inputRef} {...rest} searchLocalities={fetchLocalities} onValueChange={onValueChange} mode={mode} />;
});
