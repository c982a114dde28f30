import { useState } from 'react';
import type { AdminLeadRow, AdminLeadStatusFilter } from '@motohaul/contracts';
import { Button, DescriptionList, EmptyState, Pager, Select, TextField } from '@motohaul/design-system';
import { useAdminLeads } from '../../api/leads';
import { formatDate } from '../format';
import { LoadState } from '../load-state';
import { useDebouncedValue } from '../use-debounced-value';
import { EditLeadDialog } from './edit-lead-dialog';
import { leadBadge, serviceTypeLabel, urgencyLabel } from './lead-labels';
import styles from '../admin-panel.module.css';

const PAGE_SIZE = 20;
const STATUS_OPTIONS = [
  { value: 'available', label: 'Available' },
  { value: 'sold', label: 'Sold' },
  { value: 'archived', label: 'Archived' },
];

/** All Leads: every lead with status and text filters, newest first, paged. */
export function LeadsTab() {
  const [status, setStatus] = useState<'' | AdminLeadStatusFilter>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const q = useDebouncedValue(search.trim());
  const query = useAdminLeads({ status, q, page, pageSize: PAGE_SIZE });

  const filtered = status !== '' || q !== '';

  return (
    <div className={styles.stack}>
      <div className={styles.filters} role="search">
        <Select
          label="Status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as '' | AdminLeadStatusFilter);
            setPage(1);
          }}
        />
        <TextField
          label="Search leads"
          type="search"
          hint="Lead number, job reference, vehicle or location"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {!query.isSuccess ? (
        <LoadState what="leads" query={query} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="No leads available" text={filtered ? 'No lead matches these filters.' : undefined} />
      ) : (
        <>
          <ul className={styles.cardGrid} aria-label="Leads" aria-busy={query.isFetching || undefined}>
            {query.data.items.map((lead) => (
              <LeadCard key={lead.id} lead={lead} onEdit={() => setEditing(lead.id)} />
            ))}
          </ul>
          <Pager label="Leads pages" page={page} pageSize={PAGE_SIZE} total={query.data.total} totalIsCapped={query.data.totalIsCapped} onPage={setPage} />
        </>
      )}
      {editing !== null && <EditLeadDialog leadId={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** Spec §2.9: 'Lead #id', status badge, vehicle, suburb, score, created date, urgency, service type. */
function LeadCard({ lead, onEdit }: { lead: AdminLeadRow; onEdit: () => void }) {
  const badge = leadBadge(lead);
  const tone = { available: styles.badgeAvailable, sold: styles.badgeSold, muted: styles.badgeMuted }[badge.tone];
  return (
    <li className={styles.itemCard}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>Lead #{lead.id}</h3>
        <span className={`${styles.badge} ${tone}`}>{badge.label}</span>
      </div>
      <p className={styles.vehicle}>
        {lead.vehicleMake} {lead.vehicleModel}
      </p>
      <DescriptionList
        className={styles.details}
        items={[
          ['Suburb', lead.customerSuburb ?? 'Not given'],
          ['Lead score', `Score ${lead.leadScore}/10`],
          ['Created', formatDate(lead.createdAt)],
          ['Urgency', urgencyLabel(lead.urgencyLevel)],
          ['Service', serviceTypeLabel(lead.serviceType)],
          ['Job reference', lead.jobReference],
          lead.mergedRequests > 0 && ['Repeat requests', `Merged: ${lead.mergedRequests}`],
        ]}
      />
      <div>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit Lead #${lead.id}`}>
          Edit
        </Button>
      </div>
    </li>
  );
}
