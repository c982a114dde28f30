import { BarChart } from '@motohaul/design-system';
import { formatMoney, formatMonth } from '../format';
import type { MonthPoint } from './month-series';
import styles from './charts.module.css';

/** What the chart says in words (its SVG desc), with the totals over the months shown. */
export function monthChartDescription(points: MonthPoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No purchases yet.';
  const total = points.reduce((sum, p) => ({ purchases: sum.purchases + p.purchases, revenue: sum.revenue + p.revenue }), { purchases: 0, revenue: 0 });
  return `${formatMonth(first.month)} to ${formatMonth(last.month)}: ${total.purchases} purchases, ${formatMoney(total.revenue)} revenue. Bars show purchases, the line shows revenue.`;
}

/**
 * Purchases (bars, left axis) and revenue (line, right axis) per month on the design system's BarChart, with the same
 * numbers in a visually hidden table.
 */
export function MonthChart({ points }: { points: MonthPoint[] }) {
  return (
    <div>
      <BarChart
        className={styles.monthChart}
        title="Purchases and revenue by month"
        description={monthChartDescription(points)}
        categories={points.map((point) => formatMonth(point.month))}
        series={[{ name: 'Purchases (left axis)', values: points.map((point) => point.purchases), tone: 'brand' }]}
        line={{ name: 'Revenue (right axis)', values: points.map((point) => point.revenue), tone: 'accent', formatTick: (value) => `$${value}` }}
        maxLabels={8}
      />
      <table className="mh-visually-hidden">
        <caption>Purchases and revenue by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Purchases</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.month}>
              <th scope="row">{formatMonth(point.month)}</th>
              <td>{point.purchases}</td>
              <td>{formatMoney(point.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
