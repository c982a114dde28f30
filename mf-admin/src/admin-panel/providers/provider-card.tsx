import { formatAustralianPhone, type AdminProviderRow } from '@motohaul/contracts';
import { Button, DescriptionList } from '@motohaul/design-system';
import { badgeWords, formatDate } from '../format';
import styles from '../admin-panel.module.css';

export const fullName = (provider: Pick<AdminProviderRow, 'firstName' | 'lastName'>) =>
  `${provider.firstName} ${provider.lastName}`.trim() || 'Unnamed provider';

export interface ProviderCardProps {
  provider: AdminProviderRow;
  busy: boolean;
  /** An approval of this provider is on its way. */
  approving: boolean;
  /** A password reset link for this provider is being created. */
  creatingResetLink: boolean;
  onActivate: () => void;
  onDeactivate: () => void;
  onApprove: () => void;
  onResetLink: () => void;
}

/**
 * What keeps the provider out of the public directory (empty when listed): an active account whose email was confirmed
 * or an admin approved (ADR 0030), a company and a service location, and both badges (issue 45 items 2 and 3).
 */
export function directoryGaps(provider: AdminProviderRow): string[] {
  const gaps = [
    !provider.isActive && 'inactive',
    !provider.isVerified && 'account not approved',
    !provider.companyName && 'no company name',
    !provider.hasServiceLocation && 'no service area',
    !provider.badges.verified && "no 'Verified' badge",
    !provider.badges.insured && "no 'Insured' badge",
  ];
  return gaps.filter((gap): gap is string => typeof gap === 'string');
}

/** The card's directory line: 'Listed', or 'Not listed: ' and what is missing. */
export const directoryStatus = (provider: AdminProviderRow) => {
  const gaps = directoryGaps(provider);
  return gaps.length === 0 ? 'Listed' : `Not listed: ${gaps.join(', ')}`;
};

/**
 * Spec §2.9: full name, Active/Inactive badge, email, phone, company or 'Individual', Joined date; and the directory
 * status, with 'Approve' for an unverified provider (ADR 0030); 'Reset link' for a one-time password reset link (ADR 0032).
 */
export function ProviderCard({ provider, busy, approving, creatingResetLink, onActivate, onDeactivate, onApprove, onResetLink }: ProviderCardProps) {
  const name = fullName(provider);
  return (
    <li className={styles.itemCard}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>{name}</h3>
        <span className={provider.isActive ? `${styles.badge} ${styles.badgeActive}` : `${styles.badge} ${styles.badgeMuted}`}>
          {provider.isActive ? 'Active' : 'Inactive'}
        </span>
      </div>
      <DescriptionList
        className={styles.details}
        items={[
          ['Email', provider.email ?? 'Not given'],
          ['Phone', provider.phone ? formatAustralianPhone(provider.phone) : 'Not given'],
          ['Company', provider.companyName || 'Individual'],
          ['Joined', formatDate(provider.createdAt)],
          ['Badges', badgeWords(provider.badges)],
          ['Directory', directoryStatus(provider)],
        ]}
      />
      <div className={styles.cardActions}>
        {provider.isActive ? (
          <Button variant="secondary" size="sm" onClick={onDeactivate} disabled={busy} aria-label={`Deactivate ${name}`}>
            Deactivate
          </Button>
        ) : (
          <Button size="sm" onClick={onActivate} loading={busy} loadingLabel="Activating" aria-label={`Activate ${name}`}>
            Activate
          </Button>
        )}
        {!provider.isVerified && (
          <Button size="sm" onClick={onApprove} loading={approving} loadingLabel="Approving" aria-label={`Approve ${name}`}>
            Approve
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={onResetLink}
          loading={creatingResetLink}
          loadingLabel="Creating reset link"
          aria-label={`Create a password reset link for ${name}`}
        >
          Reset link
        </Button>
      </div>
    </li>
  );
}
