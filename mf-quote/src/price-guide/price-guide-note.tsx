import { priceGuideText, type PriceGuide } from '@motohaul/contracts';
import { useStatusPriceGuide, useTripPriceGuide } from '../api/price-guide';
import styles from './price-guide-note.module.css';

/**
 * 'Riders paid $420-$560 for similar trips (12 transports in the last 12 months)', once the guide arrives; nothing
 * while it loads, when too few jobs back it, when an admin turned it off, or when asking failed. A polite live region,
 * so a screen reader hears it when it appears.
 */
export function PriceGuideNote({ guide }: { guide: PriceGuide | undefined }) {
  const text = guide?.shown ? priceGuideText(guide) : '';
  return (
    <p className={styles.note} aria-live="polite" data-testid="price-guide">
      {text}
    </p>
  );
}

/** The guide of the trip the wizard holds. */
export function TripPriceGuide({ pickup, dropoff }: { pickup: string; dropoff: string }) {
  return <PriceGuideNote guide={useTripPriceGuide(pickup, dropoff).data} />;
}

/** The guide of the request a status token opens (the success and status pages). */
export function StatusPriceGuide({ token }: { token: string }) {
  return <PriceGuideNote guide={useStatusPriceGuide(token).data} />;
}
