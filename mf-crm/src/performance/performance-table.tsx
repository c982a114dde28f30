import type { ReactNode } from 'react';
import type { PerformanceFigures, PerformanceReport } from '@motohaul/contracts';
import { formatMoney, formatMonth, formatRate } from './performance-format';
import scroller from '../layout/table-scroller.module.css';
import styles from './performance.module.css';

/** A figure the report has none of (a rate or a cost over zero): a dash, read as 'none'. */
function None() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="mh-visually-hidden">none</span>
    </>
  );
}

const COLUMNS: { label: string; cell: (f: PerformanceFigures) => ReactNode }[] = [
  { label: 'Bought', cell: (f) => f.bought },
  { label: 'Booked', cell: (f) => f.booked },
  { label: 'Paid', cell: (f) => f.paid },
  { label: 'Finalised', cell: (f) => f.finalised },
  { label: 'Spend', cell: (f) => formatMoney(f.spend) },
  { label: 'Credits', cell: (f) => formatMoney(f.credits) },
  { label: 'Net spend', cell: (f) => formatMoney(f.netSpend) },
  { label: 'Revenue', cell: (f) => formatMoney(f.revenue) },
  { label: 'Booked %', cell: (f) => (f.bookedRate === null ? <None /> : formatRate(f.bookedRate)) },
  { label: 'Paid %', cell: (f) => (f.paidRate === null ? <None /> : formatRate(f.paidRate)) },
  { label: 'Finalised %', cell: (f) => (f.finalisedRate === null ? <None /> : formatRate(f.finalisedRate)) },
  { label: 'Cost per booked job', cell: (f) => (f.costPerBooked === null ? <None /> : formatMoney(f.costPerBooked)) },
];

/** The report per month with the totals, in its own horizontal scroller (focusable, so a keyboard scrolls it too). */
export function PerformanceTable({ report }: { report: PerformanceReport }) {
  return (
    <>
      <p className={styles.scrollCue} aria-hidden="true">
        Scroll the table sideways to see every column →
      </p>
      <div className={scroller.scroller} role="region" aria-label="Performance by month" tabIndex={0}>
        <table className={`${scroller.table} ${styles.table}`}>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {COLUMNS.map((column) => (
                <th key={column.label} scope="col" className={styles.number}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonth(month.month)}</th>
                {COLUMNS.map((column) => (
                  <td key={column.label} className={styles.number}>
                    {column.cell(month)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {COLUMNS.map((column) => (
                <td key={column.label} className={styles.number}>
                  {column.cell(report.totals)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
