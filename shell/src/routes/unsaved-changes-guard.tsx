import { useCallback, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useBeforeUnloadWarning } from './before-unload-warning';

/**
 * The guard on leaving a page with unsaved changes: a page reports them through `navigation.setUnsavedChanges`
 * (platform's useUnsavedChangesGuard); while they stand, a navigation to another path asks first (react-router's
 * blocker) and closing or reloading the tab gets the browser's own warning.
 */
export function useUnsavedChanges() {
  const unsaved = useRef(false);
  const setUnsavedChanges = useCallback((value: boolean) => {
    unsaved.current = value;
  }, []);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => unsaved.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useBeforeUnloadWarning(unsaved);

  const leave = useCallback(() => {
    unsaved.current = false;
    blocker.proceed?.();
  }, [blocker]);
  const stay = useCallback(() => blocker.reset?.(), [blocker]);

  return { setUnsavedChanges, blocked: blocker.state === 'blocked', leave, stay };
}
