import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearSoldLeads, markLeadSold, soldLeadsStore, useLeadSold } from './available-leads';

afterEach(() => clearSoldLeads());

describe('sold leads store', () => {
  it('when a lead is marked sold, then a component reading that lead re-renders with why; others stay null', () => {
    const seven = renderHook(() => useLeadSold(7));
    const eight = renderHook(() => useLeadSold(8));
    const nine = renderHook(() => useLeadSold(9));
    expect(seven.result.current).toBeNull();

    act(() => markLeadSold(7));
    act(() => markLeadSold(9, 'cancelled'));
    expect(seven.result.current).toBe('sold');
    expect(eight.result.current).toBeNull();
    expect(nine.result.current).toBe('cancelled');
  });

  it('when the same sale is heard twice, then the state is not replaced', () => {
    markLeadSold(3);
    const before = soldLeadsStore.getState().sold;
    markLeadSold(3);
    expect(soldLeadsStore.getState().sold).toBe(before);
    expect([...before.keys()]).toEqual([3]);
  });
});
