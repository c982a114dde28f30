import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { API_PATHS, type TripState } from '@motohaul/contracts';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { renderWithClient } from '../dashboard/test-support/render';
import { TripView } from './trip-view';
import { usePositionSharing } from './use-position-sharing';

const ID = 42;
const TRIP = `GET ${API_PATHS.trip(ID)}`;
const START = `POST ${API_PATHS.trip(ID)}`;
const POSITIONS = `POST ${API_PATHS.tripPositions(ID)}`;
const STOP = `POST ${API_PATHS.tripStop(ID)}`;
const STAGE = `PATCH ${API_PATHS.salesStage(ID)}`;

const booked: TripState = {
  purchaseId: ID,
  jobReference: 'MT-250777',
  stage: 'booked_in',
  sharing: false,
  startedAt: null,
  endsAt: null,
  stoppedAt: null,
  lastPosition: null,
  dropoffLocation: 'Newcastle NSW 2300',
};
const sharing: TripState = { ...booked, stage: 'in_transit', sharing: true, startedAt: new Date().toISOString(), endsAt: new Date(Date.now() + 12 * 3_600_000).toISOString() };

/** A phone that answers every ask with `fix` (or refuses with `errorCode`). */
function fakeGeolocation({ errorCode }: { errorCode?: number } = {}) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (errorCode) failure?.({ code: errorCode, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'no' } as GeolocationPositionError);
    else success({ coords: { latitude: -33.31, longitude: 151.39, accuracy: 15 }, timestamp: Date.now() } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('TripView (issue 47 item 2)', () => {
  it("on a booked job, 'Start trip' starts sharing and sends the phone's position", async () => {
    const ask = fakeGeolocation();
    stubNetwork({ [TRIP]: json(booked), [START]: json(sharing, 201), [POSITIONS]: json({ ...sharing, lastPosition: { latitude: -33.31, longitude: 151.39, accuracyM: 15, recordedAt: new Date().toISOString() } }, 201) });
    const { user } = renderWithClient(<TripView purchaseId={ID} />);
    expect(await screen.findByText('Job MT-250777 · Booked In · to Newcastle NSW 2300')).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Start trip' }));
    expect(await screen.findByText('Sharing your position with the rider')).toBeInTheDocument();
    await waitFor(() => expect(network.to(POSITIONS)).toHaveLength(1));
    expect(network.to(POSITIONS)[0]?.body).toMatchObject({ latitude: -33.31, longitude: 151.39, accuracyM: 15 });
    expect(await screen.findByText(/Last sent at .* \(accurate to about 15 m\)\./)).toBeInTheDocument();
  });

  it("'Delivered' moves the job to Delivered and stops sharing", async () => {
    fakeGeolocation();
    stubNetwork({
      [TRIP]: [json(sharing), json({ ...booked, stage: 'delivered', stoppedAt: new Date().toISOString() })],
      [POSITIONS]: json(sharing, 201),
      [STAGE]: json({}),
    });
    const { user } = renderWithClient(<TripView purchaseId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    expect(await screen.findByText('Delivered: the trip has ended and your position is no longer shared.')).toBeInTheDocument();
    expect(network.to(STAGE)[0]?.body).toEqual({ salesStage: 'delivered' });
    expect(screen.queryByRole('button', { name: 'Start trip' })).not.toBeInTheDocument();
  });

  it("'Stop sharing' ends the trip and offers to start it again", async () => {
    fakeGeolocation();
    stubNetwork({ [TRIP]: json(sharing), [POSITIONS]: json(sharing, 201), [STOP]: json({ ...sharing, sharing: false, stoppedAt: new Date().toISOString() }) });
    const { user } = renderWithClient(<TripView purchaseId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('button', { name: 'Start trip' })).toBeInTheDocument();
    expect(screen.getByText(/Sharing stopped at/)).toBeInTheDocument();
  });

  it('says when location is blocked, and when the job is not in the pipeline', async () => {
    fakeGeolocation({ errorCode: 1 });
    stubNetwork({ [TRIP]: json(sharing), [POSITIONS]: json(sharing, 201) });
    renderWithClient(<TripView purchaseId={ID} />);
    expect(await screen.findByText(/Location is blocked for this site/)).toBeInTheDocument();
    expect(network.to(POSITIONS)).toHaveLength(0);
  });

  it('for a purchase that is not yours (404), says it is not in your pipeline', async () => {
    stubNetwork({ [TRIP]: json({ message: 'Purchase not found' }, 404) });
    renderWithClient(<TripView purchaseId={ID} />);
    expect(await screen.findByText('This job is not in your pipeline')).toBeInTheDocument();
  });
});

describe('usePositionSharing', () => {
  it('asks at once and then every minute, stops when inactive, and calls onEnded at the trip’s end', () => {
    vi.useFakeTimers();
    const ask = fakeGeolocation();
    const send = vi.fn();
    const onEnded = vi.fn();
    const endsAt = new Date(Date.now() + 3 * 60_000 + 1).toISOString();
    const { rerender } = renderHook(({ active }) => usePositionSharing({ active, endsAt, send, onEnded }), { initialProps: { active: true } });
    expect(send).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(59_000));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(send).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(2 * 60_000 + 1));
    expect(onEnded).toHaveBeenCalledTimes(1);
    rerender({ active: false });
    const asked = ask.mock.calls.length;
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(ask).toHaveBeenCalledTimes(asked);
  });
});
