import { useLayoutEffect, useRef } from 'react';

/**
 * A lead card's ref whose removal keeps the focus on the page: when the card leaves its list while the focus is in
 * it (the lead was bought or sold, a stage change moved it to another tab, it was archived), the focus goes to the
 * tab panel around it instead of dropping to the page's body, so a keyboard or screen-reader user stays in the list.
 */
export function useFocusStaysInPanel<T extends HTMLElement>() {
  const card = useRef<T>(null);
  useLayoutEffect(() => {
    const node = card.current;
    // Runs as the card is removed, before its elements leave the document.
    return () => {
      if (node?.contains(document.activeElement)) node.closest<HTMLElement>('[role="tabpanel"]')?.focus({ preventScroll: true });
    };
  }, []);
  return card;
}
