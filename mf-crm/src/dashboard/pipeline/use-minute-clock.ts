import { useSyncExternalStore } from 'react';

// One clock for every card (ADR 0034): a single interval ticks once a minute while any card shows a waiting time,
// and stops when the last one unmounts. Waiting times are shown in whole minutes, so a minute tick is enough.

export const CLOCK_TICK_MS = 60_000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function tick() {
  now = Date.now();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(tick, CLOCK_TICK_MS);
    // Catch up at once: the clock stood still since the last card left.
    tick();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const snapshot = () => now;

/** The current time in ms, updated once a minute (shared by every caller). */
export const useMinuteClock = () => useSyncExternalStore(subscribe, snapshot, snapshot);
