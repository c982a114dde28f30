import { useEffect, useRef, useState } from 'react';
import { TRIP_ACCURACY_MAX_M, TRIP_SEND_EVERY_MS, type TripPositionInput } from '@motohaul/contracts';

/** Why the phone gave no position: the rider's page then shows the last one it had. */
export type PositionProblem = 'unsupported' | 'blocked' | 'unavailable' | 'too-rough' | null;

/** A fresh fix each time (no cached one from before the trip), waiting at most half a minute for it. */
const OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 };

/**
 * While `active` (the trip shares and its page is open), asks the phone for its position at once and then every
 * TRIP_SEND_EVERY_MS (Geolocation API getCurrentPosition), and hands each usable one to `send`. It stops when the page
 * closes, when `active` turns false (Delivered, Stop sharing) and at `endsAt` (the trip's 12 hours), when it calls
 * `onEnded` so the page asks the server again.
 */
export function usePositionSharing({
  active,
  endsAt,
  send,
  onEnded,
}: {
  active: boolean;
  endsAt: string | null;
  send: (position: TripPositionInput) => void;
  onEnded: () => void;
}): PositionProblem {
  const [problem, setProblem] = useState<PositionProblem>(null);
  const sendRef = useRef(send);
  const endedRef = useRef(onEnded);
  useEffect(() => {
    sendRef.current = send;
    endedRef.current = onEnded;
  });

  useEffect(() => {
    if (!active) return;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setProblem('unsupported');
      return;
    }
    const ask = () =>
      geolocation.getCurrentPosition(
        ({ coords, timestamp }) => {
          if (coords.accuracy > TRIP_ACCURACY_MAX_M) return setProblem('too-rough');
          setProblem(null);
          sendRef.current({ latitude: coords.latitude, longitude: coords.longitude, accuracyM: coords.accuracy, recordedAt: new Date(timestamp).toISOString() });
        },
        (error) => setProblem(error.code === error.PERMISSION_DENIED ? 'blocked' : 'unavailable'),
        OPTIONS,
      );
    ask();
    const every = setInterval(ask, TRIP_SEND_EVERY_MS);
    const msLeft = endsAt ? Date.parse(endsAt) - Date.now() : Infinity;
    const end = Number.isFinite(msLeft) ? setTimeout(() => endedRef.current(), Math.max(0, msLeft)) : undefined;
    return () => {
      clearInterval(every);
      clearTimeout(end);
    };
  }, [active, endsAt]);

  return active ? problem : null;
}
