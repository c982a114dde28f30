import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useBrowserNavigation } from './browser-navigation';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('browser navigation', () => {
  it('starts at the browser location and pushes a history entry per navigation', () => {
    window.history.replaceState(null, '', '/find-providers?q=Bondi');
    const { result } = renderHook(() => useBrowserNavigation());
    expect(result.current).toMatchObject({ pathname: '/find-providers', search: '?q=Bondi' });

    const before = window.history.length;
    act(() => result.current.navigate('/get-quote?pickupLocation=Manly'));
    expect(window.location.pathname + window.location.search).toBe('/get-quote?pickupLocation=Manly');
    expect(window.history.length).toBe(before + 1);
    expect(result.current).toMatchObject({ pathname: '/get-quote', search: '?pickupLocation=Manly' });
  });

  it('replace changes the entry without adding one, and keeps navigate the same function', () => {
    const { result } = renderHook(() => useBrowserNavigation());
    const { navigate } = result.current;
    const before = window.history.length;
    act(() => navigate('/dashboard', { replace: true }));
    expect(window.location.pathname).toBe('/dashboard');
    expect(window.history.length).toBe(before);
    expect(result.current.navigate).toBe(navigate);
  });

  it('a link to the address already shown replaces its entry and starts the page at its top, as the router does', () => {
    window.history.replaceState(null, '', '/get-quote');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(527);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { result } = renderHook(() => useBrowserNavigation());
    const before = window.history.length;
    act(() => result.current.navigate('/get-quote'));
    expect(window.history.length).toBe(before);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('follows the Back and Forward buttons (popstate)', () => {
    const { result } = renderHook(() => useBrowserNavigation());
    act(() => {
      window.history.replaceState(null, '', '/terms-and-conditions');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.pathname).toBe('/terms-and-conditions');
  });
});
