import { useEffect, useRef, useState } from 'react';
import { AUTOMATIC_DECIDER, RIDER_CANCELLED_CLAIM, formatAustralianPhone, type AdminClaim } from '@motohaul/contracts';
import { Button, DescriptionList, EmptyState, Select } from '@motohaul/design-system';
import { useAdminClaims, type ClaimsFilter } from '../../api/claims';
import { formatDate, humanise } from '../format';
import { LoadState } from '../load-state';
import { outcomeLabel, paidLabel, reasonLabel, STATUS_LABELS } from './claim-labels';
import { DecisionDialog, type PendingDecision } from './decision-dialog';
import panel from '../admin-panel.module.css';
import styles from './claims.module.css';

const FILTERS: { value: ClaimsFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All claims' },
];

const EMPTY: Record<ClaimsFilter, string> = {
  pending: 'No pending claims',
  approved: 'No approved claims',
  rejected: 'No rejected claims',
  all: 'No claims yet',
};

/**
 * Claims (ADR 0036): providers' claims for a credit on a bad lead, pending first (oldest first), each with the evidence
 * (the lead, the buyer, the reason and note, and the pipeline's record of the purchase), approved or rejected with a reason.
 */
export function ClaimsTab() {
  const [status, setStatus] = useState<ClaimsFilter>('pending');
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const query = useAdminClaims(status);
  const emptyRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The claim just decided, where it was in the list, and when: its card (and the Approve button that had the focus)
  // goes once the list is read again.
  const decidedRef = useRef<{ id: number; index: number; at: number } | null>(null);

  useEffect(() => {
    const decided = decidedRef.current;
    if (!decided || query.isFetching || query.dataUpdatedAt < decided.at) return;
    decidedRef.current = null;
    const claims = query.data?.claims ?? [];
    // The decided card if it is still listed (All claims), else the one that took its place, else the empty state:
    // never the body, which left a phone scrolled down at the footer once the last card was gone.
    const index = claims.findIndex((claim) => claim.id === decided.id);
    const card = claims[index >= 0 ? index : Math.min(decided.index, claims.length - 1)];
    const target = card ? listRef.current?.querySelector<HTMLElement>(`#${claimTitleId(card.id)}`) : emptyRef.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center' });
  }, [query.isFetching, query.dataUpdatedAt, query.data]);

  const onDecided = (claim: AdminClaim) => {
    const index = query.data?.claims.findIndex((listed) => listed.id === claim.id) ?? 0;
    decidedRef.current = { id: claim.id, index: Math.max(0, index), at: Date.now() };
  };

  return (
    <div className={panel.stack}>
      <div className={panel.filters}>
        <Select label="Show" options={FILTERS} value={status} onChange={(event) => setStatus(event.target.value as ClaimsFilter)} />
      </div>
      <p className={panel.muted}>
        The pipeline records when the provider marked the lead Called and their sales notes, where providers write their call
        attempts; it does not log calls one by one.
      </p>
      {!query.isSuccess ? (
        <LoadState what="the claims" query={query} />
      ) : query.data.claims.length === 0 ? (
        <div ref={emptyRef} tabIndex={-1} className={styles.focusTarget}>
          <EmptyState title={EMPTY[status]} text="Claims providers make for a credit on a bad lead appear here." />
        </div>
      ) : (
        <ul ref={listRef} className={panel.cardList} aria-label="Claims" aria-busy={query.isFetching || undefined}>
          {query.data.claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} onDecide={(decision) => setPending({ claim, decision })} />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div>
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading more claims…' : 'Load more claims'}
          </Button>
        </div>
      )}
      {pending && <DecisionDialog pending={pending} onClose={() => setPending(null)} onDecided={onDecided} />}
    </div>
  );
}

const dateOrDash = (iso: string | null) => (iso ? formatDate(iso) : '—');
const claimTitleId = (id: number) => `claim-${id}-title`;

function ClaimCard({ claim, onDecide }: { claim: AdminClaim; onDecide: (decision: 'approve' | 'reject') => void }) {
  const titleId = claimTitleId(claim.id);
  const outcome = outcomeLabel(claim);
  const refundPending = claim.status === 'approved' && claim.refundedAmount !== null && !claim.refundId;
  return (
    <li className={panel.itemCard} aria-labelledby={titleId}>
      <div className={panel.itemHead}>
        <h3 className={`${panel.itemTitle} ${styles.focusTarget}`} id={titleId} tabIndex={-1}>
          {reasonLabel(claim)}: {claim.lead.jobReference ?? `Lead #${claim.lead.id}`}
        </h3>
        <span className={`${panel.badge} ${claim.status === 'approved' ? panel.badgeActive : claim.status === 'rejected' ? panel.badgeMuted : panel.badgeSold}`}>
          {STATUS_LABELS[claim.status]}
          {claim.decidedBy === AUTOMATIC_DECIDER ? ' · Automatic' : ''}
        </span>
      </div>
      {claim.reason === RIDER_CANCELLED_CLAIM && <p className={styles.noteLabel}>The rider no longer needs transport. Their reason:</p>}
      <blockquote className={styles.note}>{claim.note}</blockquote>
      <div className={styles.columns}>
        <section aria-label="Lead">
          <h4 className={styles.heading}>Lead</h4>
          <DescriptionList
            className={panel.details}
            items={[
              ['Rider', claim.lead.customerName ?? '[Deleted lead]'],
              ['Phone', claim.lead.customerPhone ? formatAustralianPhone(claim.lead.customerPhone) : '—'],
              ['Motorcycle', claim.lead.vehicle || '—'],
              ['Route', `${claim.lead.pickupLocation ?? '?'} → ${claim.lead.dropoffLocation ?? '?'}`],
              ['Lead created', dateOrDash(claim.lead.createdAt)],
              ['Repeat requests', claim.lead.mergedRequests],
            ]}
          />
        </section>
        <section aria-label="Buyer">
          <h4 className={styles.heading}>Buyer</h4>
          <DescriptionList
            className={panel.details}
            items={[
              ['Provider', claim.buyer.company ? `${claim.buyer.name} (${claim.buyer.company})` : claim.buyer.name],
              ['Contact', [claim.buyer.phone && formatAustralianPhone(claim.buyer.phone), claim.buyer.email].filter(Boolean).join(', ') || '—'],
              ['Claims by this provider', claim.buyerClaims],
              ['Bought', formatDate(claim.purchase.purchasedAt)],
              ['Paid', paidLabel(claim)],
              ['Claimed', formatDate(claim.createdAt)],
            ]}
          />
        </section>
        <section aria-label="Call attempts (pipeline)">
          <h4 className={styles.heading}>Call attempts (pipeline)</h4>
          <DescriptionList
            className={panel.details}
            items={[
              ['Stage', humanise(claim.purchase.salesStage)],
              ['Marked Called', claim.purchase.calledAt ? formatDate(claim.purchase.calledAt) : 'Never'],
              ['Booked in', dateOrDash(claim.purchase.bookedInAt)],
              ['Declined', dateOrDash(claim.purchase.declinedAt)],
            ]}
          />
          <p className={styles.notes}>
            <strong>Sales notes:</strong> {claim.purchase.salesNotes || 'None written'}
          </p>
        </section>
      </div>
      {claim.status !== 'pending' && (
        <p className={styles.decision}>
          {STATUS_LABELS[claim.status]} {claim.decidedBy === AUTOMATIC_DECIDER ? 'automatically, without an admin,' : `by ${claim.decidedBy ?? 'an admin'}`}
          {claim.decidedAt ? ` on ${formatDate(claim.decidedAt)}` : ''}
          {outcome ? `: ${outcome}` : ''}
          {claim.decisionReason ? `. Reason: ${claim.decisionReason}` : ''}
        </p>
      )}
      {(claim.status === 'pending' || refundPending) && (
        <div className={panel.cardActions}>
          <Button onClick={() => onDecide('approve')} aria-describedby={titleId}>
            {refundPending ? 'Retry refund' : 'Approve'}
          </Button>
          {claim.status === 'pending' && (
            <Button variant="secondary" onClick={() => onDecide('reject')} aria-describedby={titleId}>
              Reject
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
