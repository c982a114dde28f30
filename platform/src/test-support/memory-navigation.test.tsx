import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { resolvePath, useMemoryNavigation } from './memory-navigation';

describe('memory navigation', () => {
  it('resolves paths like a browser, against the current path', () => {
    expect(resolvePath('/get-quote?pickupLocation=Bondi', '/')).toEqual({ pathname: '/get-quote', search: '?pickupLocation=Bondi' });
    expect(resolvePath('reset-password', '/auth/forgot-password')).toEqual({ pathname: '/auth/reset-password', search: '' });
    expect(resolvePath('?q=2150', '/find-providers?q=old')).toEqual({ pathname: '/find-providers', search: '?q=2150' });
  });

  it('adds an entry per navigation, and replace swaps the last one', () => {
    const { result } = renderHook(() => useMemoryNavigation('/'));
    act(() => result.current.navigate('/get-quote?pickupLocation=Bondi'));
    expect(result.current.pathname).toBe('/get-quote');
    expect(result.current.search).toBe('?pickupLocation=Bondi');
    act(() => result.current.navigate('/quote-success', { replace: true }));
    expect(result.current.history).toEqual(['/', '/quote-success']);
  });
});
