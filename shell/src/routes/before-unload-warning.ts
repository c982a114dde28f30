import { useEffect, type RefObject } from 'react';

/** The browser's own warning on closing or reloading the tab while `unsaved` holds true (ADR 0009). */
export function useBeforeUnloadWarning(unsaved: RefObject<boolean>) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}
