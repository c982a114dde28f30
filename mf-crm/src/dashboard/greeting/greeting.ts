import { useEffect, useRef, useState } from 'react';

// The dashboard's greeting: 'Welcome' on a user's first visit (in this browser), 'Welcome back' after that.

const visitedKey = (userId: number) => `motohaul:dashboard-visited:${userId}`;

function hasVisited(userId: number): boolean {
  try {
    return window.localStorage.getItem(visitedKey(userId)) !== null;
  } catch {
    return true; // Storage blocked: nothing is known, and 'Welcome back' was the greeting before.
  }
}

/**
 * 'Welcome' or 'Welcome back', fixed for the page's life; the visit is remembered for the next one. 'Welcome back' until
 * the page has mounted: the server's markup says it (no storage there) and hydration keeps it (ADR 0086).
 */
export function useGreeting(userId: number): string {
  const [returning, setReturning] = useState(true);
  // Read once, before this visit is written (an effect run twice reads what it read first).
  const visited = useRef<boolean | null>(null);
  useEffect(() => {
    visited.current ??= hasVisited(userId);
    setReturning(visited.current);
    try {
      window.localStorage.setItem(visitedKey(userId), new Date().toISOString());
    } catch {
      // Storage blocked: the next visit greets as a first one again.
    }
  }, [userId]);
  return returning ? 'Welcome back' : 'Welcome';
}
