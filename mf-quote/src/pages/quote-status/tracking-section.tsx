import { lazy, Suspense } from 'react';
import { ARRIVAL_ESTIMATE, DISPLAY_TIME_ZONE, type RiderTracking } from '@motohaul/contracts';
import { Spinner } from '@motohaul/design-system';
import { useHydrated } from '@motohaul/platform';
import page from './quote-status-page.module.css';
import styles from './tracking-section.module.css';

const TripMap = lazy(() => import('./trip-map'));

/** A position older than this is called out: the provider's phone may have lost signal. */
export const STALE_AFTER_MINUTES = 15;

/** '45 min', '2 h', '2 h 5 min'. */
function hoursAndMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0 ? `${rest} min` : rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** 'just now', '1 min ago', '3 min ago', '2 h 5 min ago'. */
export const ageInWords = (minutes: number) => (minutes < 1 ? 'just now' : `${hoursAndMinutes(minutes)} ago`);

/** 'about 45 min', 'about 2 h 5 min' (to the nearest 5 minutes, at least 5). */
export const durationInWords = (minutes: number) => `about ${hoursAndMinutes(Math.max(5, Math.round(minutes / 5) * 5))}`;

const clockTime = (iso: string) => new Date(iso).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit', timeZone: DISPLAY_TIME_ZONE });

/**
 * 'Where your motorcycle is' (issue 47 item 2, ADR 0084): the last position the provider's phone shared, on the map,
 * how old it is as of the page's last check (`checkedAt`, every few seconds), and a time to arrival estimated from the
 * straight-line distance to the drop-off. The page asks for news by itself, so this follows the trip.
 */
export function TrackingSection({ tracking, checkedAt }: { tracking: RiderTracking; checkedAt: number }) {
  const ageMinutes = Math.max(0, Math.floor((checkedAt - Date.parse(tracking.position.recordedAt)) / 60_000));
  const stale = ageMinutes >= STALE_AFTER_MINUTES;
  const { roadFactor, averageSpeedKmh } = ARRIVAL_ESTIMATE;
  // The map's code loads in the browser only: the server's markup and the hydration both draw its loading state (a lazy
  // component the server cannot finish would make React draw the whole boundary again, ADR 0086).
  const hydrated = useHydrated();
  const loadingMap = <Spinner label="Loading the map" />;
  return (
    <section className={`${page.ruled} ${styles.tracking}`} aria-labelledby="tracking-heading">
      <h2 id="tracking-heading">Where your motorcycle is</h2>
      {hydrated ? (
        <Suspense fallback={loadingMap}>
          <TripMap
            tracking={tracking}
            label={`Map of Australia with your motorcycle's last position${tracking.dropoff ? ' and a line to the drop-off' : ''}`}
          />
        </Suspense>
      ) : (
        loadingMap
      )}
      <ul className={styles.legend} aria-label="Map key">
        <li>
          <span className={styles.positionKey} aria-hidden="true" /> Your motorcycle
        </li>
        {tracking.dropoff && (
          <li>
            <span className={styles.dropoffKey} aria-hidden="true" /> Drop-off
          </li>
        )}
      </ul>
      <p className={styles.updated}>
        <strong>Updated {ageInWords(ageMinutes)}</strong> (at {clockTime(tracking.position.recordedAt)}, accurate to about{' '}
        {Math.round(tracking.position.accuracyM)} m)
      </p>
      {stale && (
        <p className={styles.stale}>
          The provider&apos;s phone has not shared its position for {ageInWords(ageMinutes).replace(' ago', '')}: it may be out of signal.
        </p>
      )}
      {tracking.arrivalMinutes !== null && tracking.distanceKm !== null ? (
        <>
          <p className={styles.arrival}>
            Arrival in {durationInWords(tracking.arrivalMinutes)} ({tracking.distanceKm} km in a straight line to the drop-off)
          </p>
          <p className={styles.how}>
            Estimated from the straight-line distance to the drop-off, times {roadFactor} for the roads, at an average{' '}
            {averageSpeedKmh} km/h. Traffic and stops are not counted: call the provider for an exact time.
          </p>
        </>
      ) : (
        <p className={styles.how}>The drop-off has no known place, so no arrival time can be estimated.</p>
      )}
    </section>
  );
}
