import { ADDRESS_SUGGESTIONS, API_PATHS, apiClient, type GooglePlacesKeyResponse } from '@motohaul/contracts';

// Mode one of spec §4: the Google Maps places service, loaded on demand. Only the few members used are typed.

interface PlaceResult {
  formatted_address?: string;
  name?: string;
  geometry?: { location?: { lat(): number; lng(): number } };
}

/** A chosen place: its address, and its coordinates when they were asked for and the place has them. */
export interface PlacePick {
  address: string;
  latitude?: number;
  longitude?: number;
}

export interface PlacesAutocomplete {
  addListener(event: 'place_changed', handler: () => void): { remove(): void };
  getPlace(): PlaceResult;
}

interface PlacesNamespace {
  Autocomplete: new (
    input: HTMLInputElement,
    options: { componentRestrictions: { country: string }; types: string[]; fields: string[] },
  ) => PlacesAutocomplete;
}

interface MapsWindow {
  google?: { maps?: { places?: PlacesNamespace; event?: { clearInstanceListeners(instance: unknown): void } } };
  [PLACES_CALLBACK]?: () => void;
}

/** The custom window event that signals the places service is ready. */
const PLACES_CALLBACK = '__motohaulPlacesReady';
/** How long to keep retrying (every 100 ms) before falling back to the built-in suggestions. */
export const PLACES_READY_TIMEOUT_MS = 10_000;

const mapsWindow = () => window as unknown as MapsWindow;
const placesNamespace = () => mapsWindow().google?.maps?.places;

let loading: Promise<PlacesNamespace> | null = null;

let keyRequest: Promise<string | null> | null = null;

/**
 * The places key the API is configured with, or null: then, and when the key cannot be read, the built-in
 * suggestions are used. Asked once a page.
 */
export function fetchPlacesKey(): Promise<string | null> {
  keyRequest ??= apiClient
    .get<GooglePlacesKeyResponse>(API_PATHS.googlePlacesKey)
    .then((answer) => answer.key || null)
    .catch((error: unknown) => {
      console.warn('The places key could not be read; using built-in suggestions', error);
      return null;
    });
  return keyRequest;
}

/** Injects Google's script; `settled` is called by its ready callback, or with an error when the script fails. */
function injectScript(key: string, settled: (error?: Error) => void) {
  const params = new URLSearchParams({ key, libraries: 'places', callback: PLACES_CALLBACK, loading: 'async' });
  mapsWindow()[PLACES_CALLBACK] = () => settled();
  const script = document.createElement('script');
  script.src = `https://maps.googleapis.com/maps/api/js?${params}`;
  script.async = true;
  script.onerror = () => settled(new Error('The places script failed to load'));
  document.head.append(script);
}

/**
 * Loads the places service once per page: the script is injected on first use, then the page waits for the ready
 * callback, checking every 100 ms (spec §9) in case the service came up without it. Rejects on failure or timeout.
 */
export function loadPlaces(key: string, timeoutMs = PLACES_READY_TIMEOUT_MS): Promise<PlacesNamespace> {
  const ready = placesNamespace();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<PlacesNamespace>((resolve, reject) => {
    const started = Date.now();
    let timer: number | undefined;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      window.clearTimeout(timer);
      const places = placesNamespace();
      if (places && !error) resolve(places);
      else reject(error ?? new Error('The places service did not become ready'));
    };
    function check() {
      if (done) return;
      window.clearTimeout(timer);
      if (placesNamespace()) return finish();
      if (Date.now() - started >= timeoutMs) return finish(new Error('The places service did not become ready in time'));
      timer = window.setTimeout(check, ADDRESS_SUGGESTIONS.placesReadyRetryMs);
    }
    injectScript(key, (error) => (error ? finish(error) : check()));
    check();
  }).finally(() => {
    // Settled: later calls take the fast path above, or try again after a failure.
    loading = null;
  });
  return loading;
}

/**
 * Binds a places autocomplete, restricted to Australia (geocode and establishment), to an input. With
 * `withCoordinates` the place's geometry is asked for too and handed over as latitude and longitude.
 */
export function attachPlaces(
  places: PlacesNamespace,
  input: HTMLInputElement,
  onPlace: (address: string, pick: PlacePick) => void,
  { withCoordinates = false }: { withCoordinates?: boolean } = {},
) {
  const autocomplete = new places.Autocomplete(input, {
    componentRestrictions: { country: 'au' },
    types: ['geocode', 'establishment'],
    fields: withCoordinates ? ['formatted_address', 'name', 'geometry'] : ['formatted_address', 'name'],
  });
  const listener = autocomplete.addListener('place_changed', () => {
    const place = autocomplete.getPlace();
    const address = place.formatted_address ?? place.name;
    if (!address) return;
    const location = withCoordinates ? place.geometry?.location : undefined;
    onPlace(address, location ? { address, latitude: location.lat(), longitude: location.lng() } : { address });
  });
  return () => {
    listener.remove();
    mapsWindow().google?.maps?.event?.clearInstanceListeners(autocomplete);
  };
}
