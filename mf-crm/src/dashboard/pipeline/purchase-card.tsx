import { useState } from 'react';
import { INSPECTION_TYPE_LABELS, TRIP_STAGES, formatAustralianPhone, tripPagePath, type CurrentUser, type PurchasedLead } from '@motohaul/contracts';
import { Button, DescriptionList, buttonClassName, telHref } from '@motohaul/design-system';
import { AppLink } from '@motohaul/platform';
import { EditLeadDialog } from '../edit-lead/edit-lead-dialog';
import { leadCardId, purchaseJobRef, useIsLinkedLead } from '../lead-link/lead-link';
import { relativeAge } from '../format/relative-age';
import { calendarDay } from '../format/sydney-time';
import { vehicleOf } from '../purchase-history/history';
import { ClaimCreditButton } from '../claim/claim-credit-button';
import { ArchiveButton } from './archive-button';
import { URGENCY_LABELS } from './labels';
import { PaymentAmount } from './payment-amount';
import { RiderCancelledNotice } from './rider-cancelled-notice';
import { SalesNotes } from './sales-notes';
import { SpeedToContact } from './speed-to-contact';
import { useFocusStaysInPanel } from '../card-focus/use-focus-stays-in-panel';
import { useMinuteClock } from './use-minute-clock';
import { UnarchiveButton } from './unarchive-button';
import { StageSelect } from './stage-select';
import { STAGE_LABELS, stageOf } from './stages';
import cards from '../lead-card/lead-card.module.css';
import styles from './pipeline.module.css';

/** One purchased lead in a stage tab, with its full contact details and pipeline controls (spec §2.8). */
export function PurchaseCard({ purchase, user }: { purchase: PurchasedLead; user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const stage = stageOf(purchase);
  const name = purchase.customerName || '[Deleted Lead]';
  const vehicle = vehicleOf(purchase) || 'Vehicle details not provided';
  const isTeamMember = user.teamOwnerId !== null;
  const headingId = `purchase-${purchase.id}-name`;
  const jobRef = purchaseJobRef(purchase);
  const linked = useIsLinkedLead(jobRef);
  const now = useMinuteClock();
  const card = useFocusStaysInPanel<HTMLElement>();
  return (
    <article ref={card} id={leadCardId(jobRef)} className={cards.card} aria-labelledby={headingId} tabIndex={-1} data-linked={linked || undefined}>
      <header className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardTitle}>
          {name}
        </h3>
        <span className={styles.stageBadge}>
          {STAGE_LABELS[stage]}
          {purchase.isArchived ? ' · Archived' : ''}
        </span>
      </header>
      {purchase.riderCancellation ? (
        <RiderCancelledNotice cancellation={purchase.riderCancellation} headingId={`purchase-${purchase.id}-cancelled`} />
      ) : (
        <SpeedToContact purchase={purchase} now={now} />
      )}
      <div className={styles.contact}>
        {purchase.customerPhone ? (
          <a className="mh-button mh-button--call mh-button--sm" href={telHref(purchase.customerPhone)}>
            Call {formatAustralianPhone(purchase.customerPhone)}
          </a>
        ) : (
          <span className={styles.muted}>No Phone</span>
        )}
        {purchase.customerEmail && <a href={`mailto:${purchase.customerEmail}`}>{purchase.customerEmail}</a>}
      </div>
      <DescriptionList
        className={`${cards.facts} ${styles.facts}`}
        items={[
          ['Job', jobRef],
          ['Purchased', relativeAge(purchase.purchasedAt)],
          purchase.preferredLocation && ['Location', purchase.preferredLocation],
          (purchase.pickupLocation || purchase.dropoffLocation) && ['Route', `${purchase.pickupLocation ?? '?'} → ${purchase.dropoffLocation ?? '?'}`],
          purchase.customerAddress && ['Address', purchase.customerAddress],
          purchase.inspectionType && ['Inspection', INSPECTION_TYPE_LABELS[purchase.inspectionType]],
          ['Vehicle', vehicle],
          purchase.vehicleRego && ['Registration', purchase.vehicleRego],
          (purchase.preferredPickupDate || purchase.preferredDropoffDate) && [
            'Preferred dates',
            `${purchase.preferredPickupDate ? calendarDay(purchase.preferredPickupDate) : 'any'} → ${purchase.preferredDropoffDate ? calendarDay(purchase.preferredDropoffDate) : 'any'}`,
          ],
        ]}
      />
      {purchase.urgency && <span className={styles.urgency}>{URGENCY_LABELS[purchase.urgency]}</span>}
      {purchase.specificRequests && <p className={styles.notes}>{purchase.specificRequests}</p>}

      <StageSelect purchase={purchase} />
      <SalesNotes purchase={purchase} />
      {(stage === 'invoice_paid' || stage === 'finalised') && <PaymentAmount purchase={purchase} />}

      <div className={styles.cardActions}>
        {TRIP_STAGES.includes(stage) && !purchase.isArchived && (
          <AppLink to={tripPagePath(purchase.id)} className={buttonClassName({ variant: 'primary', size: 'sm' })} aria-label={`Start trip: ${name}`}>
            Start trip
          </AppLink>
        )}
        <ClaimCreditButton purchase={purchase} canFile={user.userType === 'provider' && !isTeamMember} />
        {user.userType === 'super_admin' && (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit Lead
          </Button>
        )}
        {!isTeamMember &&
          (purchase.isArchived ? (
            <UnarchiveButton purchaseId={purchase.id} customer={name} />
          ) : (
            <ArchiveButton purchaseId={purchase.id} customer={name} />
          ))}
      </div>
      {editing && <EditLeadDialog purchase={purchase} onClose={() => setEditing(false)} />}
    </article>
  );
}
