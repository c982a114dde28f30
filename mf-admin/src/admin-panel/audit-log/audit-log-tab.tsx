import { useState } from 'react';
import { ADMIN_AUDIT_ACTIONS, TO_BEFORE_FROM_MESSAGE, type AdminAuditAction, type AdminAuditEntry } from '@motohaul/contracts';
import { DescriptionList, EmptyState, Pager, Select, TextField } from '@motohaul/design-system';
import { useAdminAuditLog } from '../../api/audit-log';
import { formatDateTime } from '../outbox/outbox-labels';
import { LoadState } from '../load-state';
import { ACTION_LABELS, detailRows, targetLabel } from './audit-log-labels';
import styles from '../admin-panel.module.css';

const PAGE_SIZE = 20;
const ACTION_OPTIONS = ADMIN_AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));

/**
 * Audit Log: every change an admin made (provider status, discount codes, lead edits), newest first, filtered
 * by admin, action and a date range (Sydney days, both included), paged.
 */
export function AuditLogTab() {
  const [adminId, setAdminId] = useState<'' | number>('');
  const [action, setAction] = useState<'' | AdminAuditAction>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  // The same rule as adminAuditLogQuerySchema: an end before the start asks nothing and says why.
  const rangeError = from && to && to < from ? TO_BEFORE_FROM_MESSAGE : undefined;
  const query = useAdminAuditLog({ adminId, action, from, to: rangeError ? '' : to, page, pageSize: PAGE_SIZE }, !rangeError);
  const filtered = adminId !== '' || action !== '' || from !== '' || to !== '';
  const filter =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return (
    <div className={styles.stack}>
      <div className={styles.filters} role="search" aria-label="Audit log filters">
        <Select
          label="Admin"
          placeholder="All admins"
          options={(query.data?.admins ?? []).map((admin) => ({ value: String(admin.id), label: admin.name }))}
          value={adminId === '' ? '' : String(adminId)}
          onChange={(event) => filter(setAdminId)(event.target.value === '' ? '' : Number(event.target.value))}
        />
        <Select
          label="Action"
          placeholder="All actions"
          options={ACTION_OPTIONS}
          value={action}
          onChange={(event) => filter(setAction)(event.target.value as '' | AdminAuditAction)}
        />
        <TextField label="From" type="date" value={from} onChange={(event) => filter(setFrom)(event.target.value)} />
        <TextField label="To" type="date" value={to} min={from || undefined} error={rangeError} onChange={(event) => filter(setTo)(event.target.value)} />
      </div>
      {rangeError ? null : !query.isSuccess ? (
        <LoadState what="the audit log" query={query} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          title="No admin changes recorded"
          text={filtered ? 'No change matches these filters.' : 'Changes to providers, discount codes and leads appear here.'}
        />
      ) : (
        <>
          <ul className={styles.cardGrid} aria-label="Admin changes" aria-busy={query.isFetching || undefined}>
            {query.data.items.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} />
            ))}
          </ul>
          <Pager label="Audit log pages" page={page} pageSize={PAGE_SIZE} total={query.data.total} totalIsCapped={query.data.totalIsCapped} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function AuditEntryCard({ entry }: { entry: AdminAuditEntry }) {
  return (
    <li className={styles.itemCard}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{ACTION_LABELS[entry.action] ?? entry.action}</h3>
        <span className={`${styles.badge} ${styles.badgeMuted}`}>{targetLabel(entry)}</span>
      </div>
      <DescriptionList
        className={styles.details}
        items={[
          ['When', <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>],
          ['Admin', entry.admin?.name ?? 'Deleted account'],
          ...detailRows(entry.details).map((row) => [row.label, row.value] as const),
        ]}
      />
    </li>
  );
}
