import type { AdminAnalytics } from '@motohaul/contracts';
import type { AdminAnalyticsRepository } from './admin-analytics-repository';

const dollars = (cents: number) => Math.round(cents) / 100;
/** Dollars of a cents total shared out, rounded to the cent; 0 when there is nothing to share among. */
const share = (cents: number, among: number) => (among > 0 ? Math.round(cents / among) / 100 : 0);

/** The Overview figures (docs/decisions/0006-admin-figures.md). */
export async function adminAnalytics(repository: AdminAnalyticsRepository): Promise<AdminAnalytics> {
  const { totals, months } = await repository.overview();
  return {
    totalProviders: totals.totalProviders,
    activeProviders: totals.activeProviders,
    totalPurchases: totals.totalPurchases,
    totalRevenue: dollars(totals.revenueCents),
    averageRevenuePerProvider: share(totals.revenueCents, totals.totalProviders),
    purchasesByMonth: Object.fromEntries(
      months.map((month) => [month.month, { purchases: month.purchases, revenue: dollars(month.revenueCents) }]),
    ),
    inboundLeads: totals.inboundLeads,
    conversionRate: totals.inboundLeads > 0 ? (totals.totalPurchases / totals.inboundLeads) * 100 : 0,
    averageLeadValue: share(totals.revenueCents, totals.totalPurchases),
    mergedRequests: totals.mergedRequests,
    salesStages: totals.stages,
  };
}
