import { AustraliaMap, type MapDot, type MapRoute } from '@motohaul/design-system/australia-map';
import type { RiderTracking } from '@motohaul/contracts';

/**
 * The motorcycle's last position on the product's offline map of Australia (ADR 0061: drawn from an outline, no tiles,
 * no network), with a line to the drop-off. Loaded lazily: only a page with a trip in progress downloads it.
 */
export default function TripMap({ tracking, label }: { tracking: RiderTracking; label: string }) {
  const dots: MapDot[] = [{ id: 'position', at: tracking.position, radius: 6, fill: 'var(--mh-color-call-700)' }];
  if (tracking.dropoff) dots.push({ id: 'dropoff', at: tracking.dropoff, radius: 4, fill: 'var(--mh-color-brand-900)' });
  const routes: MapRoute[] = tracking.dropoff ? [{ id: 'to-dropoff', from: tracking.position, to: tracking.dropoff }] : [];
  return <AustraliaMap label={label} dots={dots} routes={routes} />;
}
