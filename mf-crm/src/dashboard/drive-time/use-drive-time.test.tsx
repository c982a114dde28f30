import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { createDriveTimeService } from './maps-distance';
import { useDriveTime } from './use-drive-time';

type Callback = (response: unknown, status: string) => void;

/** The Maps script at the browser boundary; each request is answered when the test says so. */
function installFakeMaps() {
  const pending: Callback[] = [];
  class DistanceMatrixService {
    getDistanceMatrix(_request: unknown, answer: Callback) {
      pending.push(answer);
    }
  }
  (window as { google?: unknown }).google = { maps: { DistanceMatrixService, TravelMode: { DRIVING: 'DRIVING' }, places: {} } };
  return pending;
}

const ok = (text: string): [unknown, string] => [{ rows: [{ elements: [{ status: 'OK', duration: { text, value: 1 } }] }] }, 'OK'];

afterEach(() => {
  delete (window as { google?: unknown }).google;
  vi.restoreAllMocks();
});

describe('useDriveTime', () => {
  it('when the service answers, then the postcode estimate shows while waiting and Google duration after', async () => {
    const pending = installFakeMaps();
    const service = createDriveTimeService({ loadKey: async () => 'test-key' });
    const { result } = renderHook(() => useDriveTime('Penrith NSW 2750', 'Newcastle NSW 2300', service));
    expect(result.current).toBe('4+ hours');
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!(...ok('2 hours 15 mins'));
    await waitFor(() => expect(result.current).toBe('2 hours 15 mins'));
  });

  it('when the answer is already cached, then a new card shows it at once', async () => {
    const pending = installFakeMaps();
    const service = createDriveTimeService({ loadKey: async () => 'test-key' });
    const first = service.durationFor('Sydney NSW 2000', 'Bondi NSW 2026');
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!(...ok('25 mins'));
    await first;
    const { result } = renderHook(() => useDriveTime('Sydney NSW 2000', 'Bondi NSW 2026', service));
    expect(result.current).toBe('25 mins');
    expect(pending).toHaveLength(1);
  });

  it('when the service fails, then the postcode estimate stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pending = installFakeMaps();
    const service = createDriveTimeService({ loadKey: async () => 'test-key' });
    const { result } = renderHook(() => useDriveTime('Sydney NSW 2000', 'Ryde NSW 2112', service));
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!(null, 'OVER_QUERY_LIMIT');
    await waitFor(() => expect(service.cached('Sydney NSW 2000', 'Ryde NSW 2112')).toBeNull());
    expect(result.current).toBe('4+ hours');
    expect(console.warn).toHaveBeenCalled();
  });

  it('when no key is configured, then the postcode estimate shows and the service is not asked', async () => {
    const pending = installFakeMaps();
    const service = createDriveTimeService({ loadKey: async () => null });
    const { result } = renderHook(() => useDriveTime('Sydney NSW 2000', 'Bondi NSW 2026', service));
    await waitFor(() => expect(service.cached('Sydney NSW 2000', 'Bondi NSW 2026')).toBeNull());
    expect(result.current).toBe('1-2 hours');
    expect(pending).toHaveLength(0);
  });

  it('when no key is configured and both localities are placed, then the distance estimate shows, not the postcode one', async () => {
    const service = createDriveTimeService({ loadKey: async () => null });
    // Bondi to Manly: 10 km apart; their postcodes (2026, 2095) would say '2-4 hours'.
    const { result } = renderHook(() => useDriveTime('Bondi NSW 2026', 'Manly NSW 2095', service, 10));
    await waitFor(() => expect(service.cached('Bondi NSW 2026', 'Manly NSW 2095')).toBeNull());
    expect(result.current).toBe('about 20 min');
  });

  it('when a place is missing, then there is no estimate', () => {
    const service = createDriveTimeService({ loadKey: async () => 'test-key' });
    const { result } = renderHook(() => useDriveTime(null, 'Bondi NSW 2026', service));
    expect(result.current).toBeNull();
  });
});
