import { fetchPlacesKey, loadPlaces } from '@motohaul/platform';

// Drive time from the Google Maps distance service (spec §7). The Maps script is the one the design-system's places
// loader injects (it carries the whole Maps API); only the few members used here are typed.

interface DistanceMatrixElement {
  status: string;
  duration?: { text: string; value: number };
}

interface DistanceMatrixResponse {
  rows: { elements: DistanceMatrixElement[] }[];
}

interface DistanceMatrixRequest {
  origins: string[];
  destinations: string[];
  travelMode: string;
  region: string;
}

export interface DistanceMatrixService {
  getDistanceMatrix(
    request: DistanceMatrixRequest,
    callback: (response: DistanceMatrixResponse | null, status: string) => void,
  ): unknown;
}

interface MapsWindow {
  google?: { maps?: { DistanceMatrixService?: new () => DistanceMatrixService; TravelMode?: { DRIVING: string } } };
}

const maps = () => (window as unknown as MapsWindow).google?.maps;

export interface DriveTimeServiceOptions {
  /** The places key, or null when none is configured (then only the postcode estimate is shown). */
  loadKey?: () => Promise<string | null>;
  /** Loads the Maps script for a key; resolves once it is ready. */
  loadMaps?: (key: string) => Promise<unknown>;
  /** At most this many requests to the service at a time. */
  maxConcurrent?: number;
  /** A request not answered in this time counts as failed. */
  timeoutMs?: number;
}

export interface DriveTimeService {
  /** Google's duration text ('2 hours 15 mins') for the pair, or null when the service cannot tell. */
  durationFor(pickup: string, dropoff: string): Promise<string | null>;
  /** A settled answer for the pair: text, null (failed), or undefined when not asked yet or still waiting. */
  cached(pickup: string, dropoff: string): string | null | undefined;
}

export const DRIVE_TIME_MAX_CONCURRENT = 4;
export const DRIVE_TIME_TIMEOUT_MS = 10_000;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null | undefined)?.then === 'function';

function askService(service: DistanceMatrixService, pickup: string, dropoff: string, timeoutMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, text?: string) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      if (error || text === undefined) reject(error ?? new Error('No duration'));
      else resolve(text);
    };
    const timer = window.setTimeout(() => finish(new Error('The distance service did not answer in time')), timeoutMs);
    const onAnswer = (response: DistanceMatrixResponse | null, status: string) => {
      const element = response?.rows[0]?.elements[0];
      const text = element?.duration?.text;
      if (status === 'OK' && element?.status === 'OK' && text) finish(null, text);
      else finish(new Error(`The distance service answered ${status}${element ? ` / ${element.status}` : ''}`));
    };
    try {
      const request = { origins: [pickup], destinations: [dropoff], travelMode: maps()?.TravelMode?.DRIVING ?? 'DRIVING', region: 'au' };
      const answer = service.getDistanceMatrix(request, onAnswer);
      // Newer Maps versions also return a promise, which rejects on failure: handle it so nothing goes unhandled.
      if (isThenable(answer)) answer.then(undefined, (error: unknown) => finish(error instanceof Error ? error : new Error(String(error))));
    } catch (error) {
      finish(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/**
 * Asks the distance service for driving durations, once per (pickup, dropoff) per page and at most `maxConcurrent`
 * at a time. The Maps script is loaded once (when a key is configured); every failure is only logged (spec §8) and
 * answers null, so the caller shows the postcode estimate.
 */
export function createDriveTimeService({
  loadKey = fetchPlacesKey,
  loadMaps = loadPlaces,
  maxConcurrent = DRIVE_TIME_MAX_CONCURRENT,
  timeoutMs = DRIVE_TIME_TIMEOUT_MS,
}: DriveTimeServiceOptions = {}): DriveTimeService {
  const requests = new Map<string, Promise<string | null>>();
  const answers = new Map<string, string | null>();
  let service: Promise<DistanceMatrixService | null> | null = null;
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = () => {
    if (running < maxConcurrent) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  // A finished request hands its place straight to the next one waiting.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const distanceService = () => {
    service ??= loadKey()
      .then(async (key) => {
        if (!key) return null;
        await loadMaps(key);
        const Service = maps()?.DistanceMatrixService;
        if (!Service) throw new Error('The Maps script has no DistanceMatrixService');
        return new Service();
      })
      .catch((error: unknown) => {
        console.warn('The maps distance service is unavailable; using the postcode estimate', error);
        return null;
      });
    return service;
  };

  const lookUp = async (pickup: string, dropoff: string) => {
    const matrix = await distanceService();
    if (!matrix) return null;
    await acquire();
    try {
      return await askService(matrix, pickup, dropoff, timeoutMs);
    } catch (error) {
      console.warn(`Drive time from '${pickup}' to '${dropoff}' could not be estimated; using the postcode estimate`, error);
      return null;
    } finally {
      release();
    }
  };

  const pairKey = (pickup: string, dropoff: string) => JSON.stringify([pickup.trim(), dropoff.trim()]);

  return {
    durationFor(pickup, dropoff) {
      if (!pickup.trim() || !dropoff.trim()) return Promise.resolve(null);
      const key = pairKey(pickup, dropoff);
      let request = requests.get(key);
      if (!request) {
        request = lookUp(pickup.trim(), dropoff.trim()).then((text) => {
          answers.set(key, text);
          return text;
        });
        requests.set(key, request);
      }
      return request;
    },
    cached: (pickup, dropoff) => answers.get(pairKey(pickup, dropoff)),
  };
}

/** The page's one service: every lead card shares its cache and its limit. */
export const driveTimeService = createDriveTimeService();
