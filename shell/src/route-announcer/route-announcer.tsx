import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a page is drawn its title is read: after its own effects, which may refine the title. */
export const ANNOUNCE_AFTER_MS = 100;

/**
 * Says the new page's title after the router changes page: a screen reader otherwise hears nothing when a
 * single-page app draws another page. A visually hidden polite live region; the focus stays where it was (a lead's
 * link focuses its card). The first page is not said (the browser reads it as it loads), nor a change of the query
 * alone (a wizard's step, which moves the focus to its heading).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [said, setSaid] = useState('');
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const timer = window.setTimeout(() => setSaid(document.title), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return (
    <p className="mh-visually-hidden" aria-live="polite" aria-atomic="true" id="route-announcer">
      {said}
    </p>
  );
}
