import { describe, expect, it } from 'vitest';
import { analyticsWithDefaults } from './analytics-defaults';

describe('analyticsWithDefaults', () => {
  it('when figures are absent, then each is zero', () => {
    expect(analyticsWithDefaults({ totalProviders: 3, salesStages: { called: 2 } as never, purchasesByMonth: { '2025-01': {} as never } })).toEqual({
      totalProviders: 3,
      activeProviders: 0,
      totalPurchases: 0,
      totalRevenue: 0,
      averageRevenuePerProvider: 0,
      purchasesByMonth: { '2025-01': { purchases: 0, revenue: 0 } },
      inboundLeads: 0,
      conversionRate: 0,
      averageLeadValue: 0,
      mergedRequests: 0,
      salesStages: { purchased: 0, called: 2, bookedIn: 0, inTransit: 0, safetyCheck: 0, paid: 0, finalised: 0 },
    });
    expect(analyticsWithDefaults(null).totalRevenue).toBe(0);
  });
});
