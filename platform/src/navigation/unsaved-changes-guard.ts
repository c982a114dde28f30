import { useCallback, useEffect } from 'react';
import { useNavigation } from './navigation-context';

/**
 * Reports a page's unsaved changes to the shell (ADR 0009): while `unsaved` is true, leaving for another page asks
 * first and closing the tab warns. Returns `markSaved`, to call right before a navigation that follows a save
 * (the state change would only reach the shell after that navigation was asked for).
 */
export function useUnsavedChangesGuard(unsaved: boolean): { markSaved: () => void } {
  const { setUnsavedChanges } = useNavigation();
  useEffect(() => {
    setUnsavedChanges?.(unsaved);
    return () => setUnsavedChanges?.(false);
  }, [setUnsavedChanges, unsaved]);
  const markSaved = useCallback(() => setUnsavedChanges?.(false), [setUnsavedChanges]);
  return { markSaved };
}
