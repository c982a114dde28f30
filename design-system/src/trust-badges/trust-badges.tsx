export interface TrustBadgesProps {
  /** Business details approved by an admin. */
  verified: boolean;
  /** Approved insurance not expired. */
  insured: boolean;
}

/** A provider's 'Verified' and 'Insured' badges (ADR 0055), as a list; nothing when they have neither. */
export function TrustBadges({ verified, insured }: TrustBadgesProps) {
  if (!verified && !insured) return null;
  return (
    <ul className="mh-trust-badges" aria-label="Checked by MotoHaul">
      {verified && (
        <li className="mh-trust-badge" title="An administrator checked their ABN and business details">
          <span aria-hidden="true">✓ </span>Verified
        </li>
      )}
      {insured && (
        <li className="mh-trust-badge" title="An administrator checked their insurance certificate, and it is current">
          <span aria-hidden="true">✓ </span>Insured
        </li>
      )}
    </ul>
  );
}
