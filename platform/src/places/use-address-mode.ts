import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AddressMode } from '@motohaul/design-system';
import { attachPlaces, fetchPlacesKey, loadPlaces } from './places-loader';

/**
 * Spec §4: 'places' once the places service is bound to the input (when the API has a key and the script loads),
 * else 'built-in'. Nothing is fetched until the input is first focused (on demand: pages that show an address
 * field but are never typed in load no key and no script). Any failure is only logged; the built-in list stays.
 */
export function useAddressMode(
  inputRef: RefObject<HTMLInputElement | null>,
  onPlace: (address: string) => void,
  loadKey: () => Promise<string | null> = fetchPlacesKey,
): AddressMode {
  const [mode, setMode] = useState<AddressMode>('built-in');
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  });

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    let cancelled = false;
    let detach: (() => void) | undefined;
    const start = () => {
      input.removeEventListener('focus', start);
      loadKey()
        .then((key) => (key ? loadPlaces(key) : null))
        .then((places) => {
          if (cancelled || !places) return;
          detach = attachPlaces(places, input, (address) => onPlaceRef.current(address));
          setMode('places');
        })
        .catch((error: unknown) => console.warn('Places service unavailable; using built-in suggestions', error));
    };
    input.addEventListener('focus', start);
    return () => {
      cancelled = true;
      input.removeEventListener('focus', start);
      detach?.();
    };
  }, [inputRef, loadKey]);

  return mode;
}
