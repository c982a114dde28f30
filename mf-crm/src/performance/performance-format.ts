import type { PerformanceReport } from '@motohaul/contracts';

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const monthName = new Intl.DateTimeFormat('en-AU', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '1234.50' as '$1,234.50' (the server's figure, only formatted). */
export const formatMoney = (amount: string) => money.format(Number(amount));

/** '2030-01' as 'Jan 2030'. */
export const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** '66.7' as '66.7%'. */
export const formatRate = (rate: string) => `${rate}%`;

/** What the chart shows, in words, for a screen reader. */
export function chartDescription(report: PerformanceReport): string {
  const first = report.months[0];
  const last = report.months[report.months.length - 1];
  if (!first || !last) return 'No months in this range.';
  const { totals } = report;
  const span = first.month === last.month ? formatMonth(first.month) : `${formatMonth(first.month)} to ${formatMonth(last.month)}`;
  return (
    `${span}: ${formatMoney(totals.netSpend)} net spend on ${totals.bought} leads (${formatMoney(totals.credits)} credited), ` +
    `${formatMoney(totals.revenue)} revenue, ${totals.booked} booked. Bars show net spend and revenue per month.`
  );
}

export const exportFileName = (report: Pick<PerformanceReport, 'from' | 'to'>) => `performance-${report.from}-to-${report.to}.csv`;
