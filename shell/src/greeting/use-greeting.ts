import { useEffect, useState } from 'react';
import { GREETING_REFRESH_MS } from '@motohaul/contracts';
import { greetingAt, type Greeting } from './greeting';

/** The greeting for the current time, refreshed every 60 seconds (spec §9). */
export function useGreeting(): Greeting {
  const [greeting, setGreeting] = useState(() => greetingAt(new Date()));
  useEffect(() => {
    const timer = window.setInterval(() => setGreeting(greetingAt(new Date())), GREETING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return greeting;
}
