import { useState } from 'react';
import type { PurchasedLead } from '@motohaul/contracts';
import { sydneyDate } from '../format/sydney-time';
import { claimOutcome } from '../claim/claim-outcome';
import { STAGE_LABELS, stageOf } from '../pipeline/stages';
import { amountPaidOf, historyTotals, money, routeOf, sortHistory, vehicleOf, type HistoryColumn } from './history';
import scroller from '../../layout/table-scroller.module.css';
import styles from './purchase-history.module.css';

const COLUMNS: { id: HistoryColumn; label: string }[] = [
  { id: 'purchasedAt', label: 'Purchase Date' },
  { id: 'jobReference', label: 'Job Reference' },
  { id: 'customerName', label: 'Customer' },
  { id: 'vehicle', label: 'Vehicle' },
  { id: 'route', label: 'Route' },
  { id: 'amountPaid', label: 'Amount Paid' },
  { id: 'salesStage', label: 'Current Status' },
  { id: 'claim', label: 'Credit Claim' },
];

/** Purchase History: every purchase, archived ones included and marked, newest first by default, sortable, with totals. */
export function PurchaseHistoryTable({ purchases }: { purchases: PurchasedLead[] }) {
  const [sort, setSort] = useState<{ column: HistoryColumn; direction: 'asc' | 'desc' }>({ column: 'purchasedAt', direction: 'desc' });
  if (purchases.length === 0) return <p className={styles.empty}>No purchase history yet</p>;
  const rows = sortHistory(purchases, sort.column, sort.direction);
  const totals = historyTotals(purchases);
  const toggle = (column: HistoryColumn) =>
    setSort((current) => ({ column, direction: current.column === column && current.direction === 'desc' ? 'asc' : 'desc' }));
  return (
    <div className={scroller.scroller} role="region" aria-label="Purchase History" tabIndex={0}>
      <table className={`${scroller.table} ${styles.table}`}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.id === 'amountPaid' ? styles.amount : undefined}
                aria-sort={sort.column === column.id ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                <button type="button" className={styles.sortButton} onClick={() => toggle(column.id)}>
                  {column.label}
                  <span aria-hidden="true">{sort.column === column.id ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((purchase) => (
            <tr key={purchase.id}>
              <td>{sydneyDate(purchase.purchasedAt)}</td>
              <td>{purchase.jobReference ?? `MT-${purchase.leadId}`}</td>
              <td>{purchase.customerName || '[Deleted Lead]'}</td>
              <td>{vehicleOf(purchase) || '—'}</td>
              <td>{routeOf(purchase) || '—'}</td>
              <td className={styles.amount}>
                {money(amountPaidOf(purchase))}
                {purchase.creditApplied && <span className={styles.archived}> + {money(Number(purchase.creditApplied))} credit</span>}
              </td>
              <td>
                {STAGE_LABELS[stageOf(purchase)]}
                {purchase.isArchived && <span className={styles.archived}> (Archived)</span>}
              </td>
              <td>{purchase.claim ? claimOutcome(purchase.claim) : '—'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              Total purchases: {totals.count}
            </th>
            <td className={styles.amount}>{money(totals.amount)}</td>
            <td />
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
