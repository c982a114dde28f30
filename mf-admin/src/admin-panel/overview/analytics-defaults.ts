import type { AdminAnalytics } from '@motohaul/contracts';

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Spec §3: every admin figure defaults to zero when absent (an older or partial answer still renders). */
export function analyticsWithDefaults(answer: Partial<AdminAnalytics> | null | undefined): AdminAnalytics {
  const a = answer ?? {};
  const stages = a.salesStages ?? ({} as Partial<AdminAnalytics['salesStages']>);
  const months = a.purchasesByMonth && typeof a.purchasesByMonth === 'object' ? a.purchasesByMonth : {};
  return {
    totalProviders: count(a.totalProviders),
    activeProviders: count(a.activeProviders),
    totalPurchases: count(a.totalPurchases),
    totalRevenue: count(a.totalRevenue),
    averageRevenuePerProvider: count(a.averageRevenuePerProvider),
    purchasesByMonth: Object.fromEntries(
      Object.entries(months).map(([month, figures]) => [month, { purchases: count(figures?.purchases), revenue: count(figures?.revenue) }]),
    ),
    inboundLeads: count(a.inboundLeads),
    conversionRate: count(a.conversionRate),
    averageLeadValue: count(a.averageLeadValue),
    mergedRequests: count(a.mergedRequests),
    salesStages: {
      purchased: count(stages.purchased),
      called: count(stages.called),
      bookedIn: count(stages.bookedIn),
      inTransit: count(stages.inTransit),
      safetyCheck: count(stages.safetyCheck),
      paid: count(stages.paid),
      finalised: count(stages.finalised),
    },
  };
}
