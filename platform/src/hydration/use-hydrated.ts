import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * false while a page is drawn on the server and while the browser hydrates that markup (ADR 0052), true once the
 * page's code runs it (at once for a page the browser draws). What only the browser knows (the tab's session
 * storage, say) is drawn once it is true, so hydration meets the server's markup.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
