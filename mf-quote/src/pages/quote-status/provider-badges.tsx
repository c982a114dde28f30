import type { QuoteStatusProvider } from '@motohaul/contracts';
import { TrustBadges } from '@motohaul/design-system';

/** The buyer's 'Verified' and 'Insured' badges on the rider's status page (issue 28 item 4, ADR 0055). */
export function ProviderBadges({ provider }: { provider: Pick<QuoteStatusProvider, 'verified' | 'insured'> }) {
  return <TrustBadges verified={provider.verified} insured={provider.insured} />;
}
