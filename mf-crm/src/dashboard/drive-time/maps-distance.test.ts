import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDriveTimeService } from './maps-distance';

type Callback = (response: unknown, status: string) => void;
interface Asked {
  request: { origins: string[]; destinations: string[]; travelMode: string; region: string };
  answer: Callback;
}

/** A stand-in for the Maps script at the browser boundary: window.google.maps with a distance service. */
function installFakeMaps(reply?: (request: Asked['request']) => [unknown, string]) {
  const asked: Asked[] = [];
  const constructed = vi.fn();
  class DistanceMatrixService {
    constructor() {
      constructed();
    }
    getDistanceMatrix(request: Asked['request'], answer: Callback) {
      asked.push({ request, answer });
      if (reply) {
        const [response, status] = reply(request);
        queueMicrotask(() => answer(response, status));
      }
    }
  }
  // `places` present: the design-system's loader sees the script as loaded and does not inject it again.
  (window as { google?: unknown }).google = { maps: { DistanceMatrixService, TravelMode: { DRIVING: 'DRIVING' }, places: {} } };
  return { asked, constructed };
}

const ok = (text: string): [unknown, string] => [{ rows: [{ elements: [{ status: 'OK', duration: { text, value: 8100 } }] }] }, 'OK'];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  delete (window as { google?: unknown }).google;
  warn.mockRestore();
});

describe('createDriveTimeService', () => {
  it('when a key is configured and the service answers, then it gives the driving duration for Australia', async () => {
    const maps = installFakeMaps(() => ok('2 hours 15 mins'));
    const service = createDriveTimeService({ loadKey: async () => 'test-key' });
    await expect(service.durationFor('Penrith NSW 2750', 'Newcastle NSW 2300')).resolves.toBe('2 hours 15 mins');
    expect(maps.asked.map((call) => call.request)).toEqual([
      { origins: ['Penrith NSW 2750'], destinations: ['Newcastle NSW 2300'], travelMode: 'DRIVING', region: 'au' },
    ]);
    expect(service.cached('Penrith NSW 2750', 'Newcastle NSW 2300')).toBe('2 hours 15 mins');
    expect(warn).not.toHaveBeenCalled();
  });

  it('when the same pair is asked for by 50 cards, then the service is called once', async () => {
    const maps = installFakeMaps(() => ok('45 mins'));
    const service = createDriveTimeService({ loadKey: async () => 'test-key' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => service.durationFor('Sydney NSW 2000', 'Bondi NSW 2026')));
    expect(new Set(answers)).toEqual(new Set(['45 mins']));
    expect(maps.asked).toHaveLength(1);
    expect(maps.constructed).toHaveBeenCalledTimes(1);
    await service.durationFor('Sydney NSW 2000', 'Bondi NSW 2026');
    expect(maps.asked).toHaveLength(1);
  });

  it('when the service finds no route, then it answers null and logs a warning', async () => {
    installFakeMaps(() => [{ rows: [{ elements: [{ status: 'ZERO_RESULTS' }] }] }, 'OK']);
    const service = createDriveTimeService({ loadKey: async () => 'test-key' });
    await expect(service.durationFor('Sydney NSW 2000', 'Hobart TAS 7000')).resolves.toBeNull();
    expect(service.cached('Sydney NSW 2000', 'Hobart TAS 7000')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('when the request itself fails, then it answers null', async () => {
    installFakeMaps(() => [null, 'REQUEST_DENIED']);
    const service = createDriveTimeService({ loadKey: async () => 'test-key' });
    await expect(service.durationFor('Sydney NSW 2000', 'Bondi NSW 2026')).resolves.toBeNull();
    expect(String(warn.mock.calls[0]?.[1])).toContain('REQUEST_DENIED');
  });

  it('when the service never answers, then the request times out as null and frees its place', async () => {
    const maps = installFakeMaps();
    const service = createDriveTimeService({ loadKey: async () => 'test-key', timeoutMs: 20, maxConcurrent: 1 });
    const first = service.durationFor('Sydney NSW 2000', 'Bondi NSW 2026');
    const second = service.durationFor('Sydney NSW 2000', 'Manly NSW 2095');
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBeNull();
    expect(maps.asked).toHaveLength(2);
  });

  it('when no key is configured, then the Maps script is never loaded and it answers null', async () => {
    const maps = installFakeMaps(() => ok('1 hour'));
    const loadMaps = vi.fn(async () => undefined);
    const service = createDriveTimeService({ loadKey: async () => null, loadMaps });
    await expect(service.durationFor('Sydney NSW 2000', 'Bondi NSW 2026')).resolves.toBeNull();
    expect(loadMaps).not.toHaveBeenCalled();
    expect(maps.constructed).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('when the Maps script fails to load, then it answers null, logs once and does not retry per card', async () => {
    const loadMaps = vi.fn(async () => {
      throw new Error('The places script failed to load');
    });
    const service = createDriveTimeService({ loadKey: async () => 'bad-key', loadMaps });
    const answers = await Promise.all([
      service.durationFor('Sydney NSW 2000', 'Bondi NSW 2026'),
      service.durationFor('Sydney NSW 2000', 'Manly NSW 2095'),
    ]);
    expect(answers).toEqual([null, null]);
    expect(loadMaps).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('when many pairs are asked for, then at most maxConcurrent requests are outstanding', async () => {
    const maps = installFakeMaps();
    const service = createDriveTimeService({ loadKey: async () => 'test-key', maxConcurrent: 2 });
    const dropoffs = ['Bondi NSW 2026', 'Manly NSW 2095', 'Ryde NSW 2112', 'Penrith NSW 2750', 'Gosford NSW 2250'];
    const answers = Promise.all(dropoffs.map((dropoff) => service.durationFor('Sydney NSW 2000', dropoff)));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    for (let answered = 0; answered < dropoffs.length; answered += 1) {
      const outstanding = maps.asked.length - answered;
      expect(outstanding).toBeLessThanOrEqual(2);
      expect(outstanding).toBeGreaterThan(0);
      maps.asked[answered]!.answer(...ok(`${answered + 1} hours`));
      await settle();
    }
    await expect(answers).resolves.toEqual(['1 hours', '2 hours', '3 hours', '4 hours', '5 hours']);
    expect(maps.asked.map((call) => call.request.destinations[0])).toEqual(dropoffs);
  });

  it('when either place is empty, then it asks nothing', async () => {
    const loadKey = vi.fn(async () => 'test-key');
    const service = createDriveTimeService({ loadKey });
    await expect(service.durationFor('', 'Bondi NSW 2026')).resolves.toBeNull();
    expect(loadKey).not.toHaveBeenCalled();
  });
});
