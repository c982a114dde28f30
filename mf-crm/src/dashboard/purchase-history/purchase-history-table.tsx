import { useState } from 'react';
import type { HistorySortColumn, PipelineSummary } from '@motohaul/contracts';
import { Spinner } from '@motohaul/design-system';
import { usePipelinePage } from '../../api/purchases';
import { sydneyDate } from '../format/sydney-time';
import { claimOutcome } from '../claim/claim-outcome';
import { STAGE_LABELS, stageOf } from '../pipeline/stages';
import { LoadError } from '../load-error/load-error';
import { LoadMore } from '../load-more/load-more';
import { amountPaidOf, money, routeOf, vehicleOf } from './history';
import scroller from '../../layout/table-scroller.module.css';
import styles from './purchase-history.module.css';

const COLUMNS: { id: HistorySortColumn; label: string }[] = [
  { id: 'purchasedAt', label: 'Purchase Date' },
  { id: 'jobReference', label: 'Job Reference' },
  { id: 'customerName', label: 'Customer' },
  { id: 'vehicle', label: 'Vehicle' },
  { id: 'route', label: 'Route' },
  { id: 'amountPaid', label: 'Amount Paid' },
  { id: 'salesStage', label: 'Current Status' },
  { id: 'claim', label: 'Credit Claim' },
];

/**
 * Purchase History: every purchase, archived ones included and marked, newest first by default, sortable (the server
 * sorts every purchase, a page at a time), with the totals of all of them.
 */
export function PurchaseHistoryTable({ totals }: { totals: PipelineSummary['history'] }) {
  const [sort, setSort] = useState<{ column: HistorySortColumn; direction: 'asc' | 'desc' }>({ column: 'purchasedAt', direction: 'desc' });
  const pages = usePipelinePage({ tab: 'history', range: null, sort: sort.column, direction: sort.direction }, true);
  if (totals.count === 0) return <p className={styles.empty}>No purchase history yet</p>;
  if (pages.isPending) return <Spinner label="Loading your purchase history" />;
  if (pages.isError) return <LoadError title="Your purchase history could not load" error={pages.error} onRetry={pages.refetch} />;
  const rows = pages.data.pages.flatMap((page) => page.items);
  const toggle = (column: HistorySortColumn) =>
    setSort((current) => ({ column, direction: current.column === column && current.direction === 'desc' ? 'asc' : 'desc' }));
  return (
    <>
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
    <LoadMore pages={pages} />
    </>
  );
}
