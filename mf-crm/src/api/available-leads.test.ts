import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearSoldLeads, markLeadSold, soldLeadsStore, useLeadSold } from './available-leads';

afterEach(() => clearSoldLeads());

describe('sold leads store', () => {
  it('when a lead is marked sold, then a component reading that lead re-renders with true; others stay false', () => {
    const seven = renderHook(() => useLeadSold(7));
    const eight = renderHook(() => useLeadSold(8));
    expect(seven.result.current).toBe(false);

    act(() => markLeadSold(7));
    expect(seven.result.current).toBe(true);
    expect(eight.result.current).toBe(false);
  });

  it('when the same sale is heard twice, then the state is not replaced', () => {
    markLeadSold(3);
    const before = soldLeadsStore.getState().sold;
    markLeadSold(3);
    expect(soldLeadsStore.getState().sold).toBe(before);
    expect([...before]).toEqual([3]);
  });
});
