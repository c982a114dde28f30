import type { AvailableLead, CurrentUser, TripFit } from '@motohaul/contracts';
import { Button, DescriptionList, telHref } from '@motohaul/design-system';
import { useDriveTime } from '../drive-time/use-drive-time';
import { relativeAge } from '../format/relative-age';
import { leadCardId, useIsLinkedLead } from '../lead-link/lead-link';
import { useFocusStaysInPanel } from '../card-focus/use-focus-stays-in-panel';
import { sydneyDateTime } from '../format/sydney-time';
import { ArchiveLeadButton } from './archive-lead-button';
import { contactOf, jobIdOf, priceLabel, timeframeLabel } from './lead-display';
import cards from '../lead-card/lead-card.module.css';
import styles from './available-leads.module.css';

export interface AvailableLeadCardProps {
  lead: AvailableLead;
  user: CurrentUser;
  onPurchase: (lead: AvailableLead) => void;
  /** The owner's return trip this lead fits, if any: 'Fits your trip to Brisbane on 12 Dec' (issue 47 item 4). */
  fit?: TripFit;
}

/** One available lead: what a provider may see before buying (spec §2.8), and Purchase or Claim. */
export function AvailableLeadCard({ lead, user, onPurchase, fit }: AvailableLeadCardProps) {
  const isSuperAdmin = user.userType === 'super_admin';
  const contact = contactOf(lead);
  const driveTime = useDriveTime(lead.pickupLocation, lead.dropoffLocation, undefined, lead.tripKm);
  const headingId = `lead-${lead.id}-title`;
  const linked = useIsLinkedLead(jobIdOf(lead));
  const card = useFocusStaysInPanel<HTMLElement>();
  return (
    <article ref={card} id={leadCardId(jobIdOf(lead))} className={cards.card} aria-labelledby={headingId} tabIndex={-1} data-linked={linked || undefined}>
      <header className={styles.header}>
        <div>
          <h3 id={headingId} className={styles.title}>
            {lead.motorcycleMake} {lead.motorcycleModel}
          </h3>
          <p className={styles.meta}>
            Job ID {jobIdOf(lead)} · Posted {relativeAge(lead.createdAt)} ({sydneyDateTime(lead.createdAt)})
          </p>
          {lead.distanceKm !== null && <p className={styles.distance}>{lead.distanceKm} km from your base</p>}
          {fit && <p className={styles.tripFit}>{fit.label}</p>}
        </div>
        <span className={styles.price}>{priceLabel(lead, user)}</span>
      </header>
      <p className={styles.route}>
        <span>{lead.pickupLocation ?? 'Pickup not given'}</span>
        <span aria-hidden="true"> → </span>
        <span className="mh-visually-hidden"> to </span>
        <span>{lead.dropoffLocation ?? 'Drop-off not given'}</span>
      </p>
      <DescriptionList
        className={`${cards.facts} ${styles.facts}`}
        items={[
          ['Est. drive time', driveTime ?? 'Unknown'],
          ['Customer', contact.name],
          ['Phone', lead.masked ? contact.phone : <a href={telHref(contact.phone)}>{contact.phone}</a>],
          ['Need', timeframeLabel(lead.timeframe)],
          ['Rolls', lead.canRollAndSteer ? 'YES' : 'NO'],
          lead.specialRequests && ['Special requests', lead.specialRequests],
        ]}
      />
      <div className={styles.actions}>
        {isSuperAdmin && <ArchiveLeadButton lead={lead} />}
        <Button onClick={() => onPurchase(lead)}>{isSuperAdmin ? 'Claim' : 'Purchase'}</Button>
      </div>
    </article>
  );
}
