import { useId } from 'react';
import { formatMoney, formatMonth } from '../format';
import type { MonthPoint } from './month-series';
import styles from './charts.module.css';

const WIDTH = 640;
const HEIGHT = 260;
const PLOT = { left: 40, right: WIDTH - 64, top: 16, bottom: HEIGHT - 36 };

/** A round axis maximum at or above `value` (1, 2, 5 x 10^n), so the tick labels read well. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((multiple) => multiple * power >= value) ?? 10;
  return step * power;
}

/**
 * Purchases (bars, left axis) and revenue (line, right axis) per month as SVG: role="img" named by its title and
 * described by a summary, with the same numbers in a visually hidden table.
 */
export function MonthChart({ points }: { points: MonthPoint[] }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const maxPurchases = niceMax(Math.max(...points.map((p) => p.purchases)));
  const maxRevenue = niceMax(Math.max(...points.map((p) => p.revenue)));
  const slot = (PLOT.right - PLOT.left) / points.length;
  const barWidth = Math.min(40, slot * 0.6);
  const x = (index: number) => PLOT.left + slot * index + slot / 2;
  const yPurchases = (value: number) => PLOT.bottom - (value / maxPurchases) * (PLOT.bottom - PLOT.top);
  const yRevenue = (value: number) => PLOT.bottom - (value / maxRevenue) * (PLOT.bottom - PLOT.top);
  const total = points.reduce((sum, p) => ({ purchases: sum.purchases + p.purchases, revenue: sum.revenue + p.revenue }), { purchases: 0, revenue: 0 });
  const first = points[0];
  const last = points[points.length - 1];
  const labelEvery = Math.ceil(points.length / 8);

  return (
    <figure className={styles.figure}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className={styles.svg}>
        <title id={titleId}>Purchases and revenue by month</title>
        <desc id={descId}>
          {first && last
            ? `${formatMonth(first.month)} to ${formatMonth(last.month)}: ${total.purchases} purchases, ${formatMoney(total.revenue)} revenue. Bars show purchases, the line shows revenue.`
            : 'No purchases yet.'}
        </desc>
        {[0, 0.5, 1].map((fraction) => (
          <g key={fraction}>
            <line x1={PLOT.left} x2={PLOT.right} y1={yPurchases(maxPurchases * fraction)} y2={yPurchases(maxPurchases * fraction)} className={styles.grid} />
            <text x={PLOT.left - 6} y={yPurchases(maxPurchases * fraction) + 4} textAnchor="end" className={styles.axisText}>
              {maxPurchases * fraction}
            </text>
            <text x={PLOT.right + 6} y={yRevenue(maxRevenue * fraction) + 4} className={styles.axisText}>
              ${maxRevenue * fraction}
            </text>
          </g>
        ))}
        {points.map((point, index) => (
          <g key={point.month}>
            <rect
              x={x(index) - barWidth / 2}
              y={yPurchases(point.purchases)}
              width={barWidth}
              height={PLOT.bottom - yPurchases(point.purchases)}
              className={styles.bar}
            />
            {index % labelEvery === 0 && (
              <text x={x(index)} y={HEIGHT - 14} textAnchor="middle" className={styles.axisText}>
                {formatMonth(point.month)}
              </text>
            )}
          </g>
        ))}
        <polyline points={points.map((point, index) => `${x(index)},${yRevenue(point.revenue)}`).join(' ')} className={styles.line} />
        {points.map((point, index) => (
          <circle key={point.month} cx={x(index)} cy={yRevenue(point.revenue)} r={4} className={styles.dot} />
        ))}
      </svg>
      <figcaption className={styles.legend} aria-hidden="true">
        <span className={styles.legendBar} /> Purchases (left axis)
        <span className={styles.legendLine} /> Revenue (right axis)
      </figcaption>
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
    </figure>
  );
}
