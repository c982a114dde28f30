import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { PageNavigation } from '@motohaul/contracts';
import { NavigationProvider } from './navigation-context';
import { useUnsavedChangesGuard } from './unsaved-changes-guard';

const navigationWith = (setUnsavedChanges?: (unsaved: boolean) => void): PageNavigation => ({
  pathname: '/provider-signup',
  search: '',
  navigate: () => undefined,
  setUnsavedChanges,
});

describe('useUnsavedChangesGuard', () => {
  it('reports the unsaved state to the shell, clears it on unmount and on markSaved', () => {
    const report = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <NavigationProvider value={navigationWith(report)}>{children}</NavigationProvider>;
    const { result, rerender, unmount } = renderHook(({ unsaved }) => useUnsavedChangesGuard(unsaved), { wrapper, initialProps: { unsaved: false } });
    expect(report).toHaveBeenLastCalledWith(false);
    rerender({ unsaved: true });
    expect(report).toHaveBeenLastCalledWith(true);
    result.current.markSaved();
    expect(report).toHaveBeenLastCalledWith(false);
    rerender({ unsaved: false });
    rerender({ unsaved: true });
    expect(report).toHaveBeenLastCalledWith(true);
    unmount();
    expect(report).toHaveBeenLastCalledWith(false);
  });

  it('works in a host without a guard (dev harness, tests)', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <NavigationProvider value={navigationWith()}>{children}</NavigationProvider>;
    const { result } = renderHook(() => useUnsavedChangesGuard(true), { wrapper });
    expect(() => result.current.markSaved()).not.toThrow();
  });
});
