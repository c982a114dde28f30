import { useEffect, useState } from 'react';
import { fetchPlacesKey, loadPlaces } from '@motohaul/platform';

export type PlacesNamespace = Awaited<ReturnType<typeof loadPlaces>>;

/** 'checking' until the key (and then the script) is known; 'places' with the ready service; else 'built-in'. */
export type PlacesSearch = { mode: 'checking' | 'built-in'; places?: undefined } | { mode: 'places'; places: PlacesNamespace };

/**
 * Whether the service-area dialog can offer the Australia-restricted place search (spec §5): asks for the places key
 * and loads the Maps script through the design-system's loader. A failure is only logged (spec §8): built-in list.
 */
export function usePlacesSearch(loadKey: () => Promise<string | null> = fetchPlacesKey): PlacesSearch {
  const [search, setSearch] = useState<PlacesSearch>({ mode: 'checking' });
  useEffect(() => {
    let current = true;
    loadKey()
      .then((key) => (key ? loadPlaces(key) : null))
      .then((places) => {
        if (current) setSearch(places ? { mode: 'places', places } : { mode: 'built-in' });
      })
      .catch((error: unknown) => {
        console.warn('Places service unavailable; offering the built-in service locations', error);
        if (current) setSearch({ mode: 'built-in' });
      });
    return () => {
      current = false;
    };
  }, [loadKey]);
  return search;
}
