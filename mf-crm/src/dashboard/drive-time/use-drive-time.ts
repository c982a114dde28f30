import { useEffect, useState } from 'react';
import { estimateDriveTime, estimateDriveTimeFromKm } from './drive-time';
import { driveTimeService, type DriveTimeService } from './maps-distance';

/**
 * The estimated drive time for a lead card (spec §2.8, §7): the maps distance service's duration when a key is
 * configured and it answers; else the estimate from `tripKm`, the great-circle km between the two localities
 * (ADR 0012); the postcode estimate only when that is unknown. Null when nothing can tell.
 */
export function useDriveTime(
  pickup: string | null | undefined,
  dropoff: string | null | undefined,
  service: DriveTimeService = driveTimeService,
  tripKm: number | null = null,
): string | null {
  const [answer, setAnswer] = useState<{ pickup: string; dropoff: string; text: string | null } | null>(null);

  useEffect(() => {
    if (!pickup || !dropoff) return undefined;
    let current = true;
    void service.durationFor(pickup, dropoff).then((text) => {
      if (current) setAnswer({ pickup, dropoff, text });
    });
    return () => {
      current = false;
    };
  }, [pickup, dropoff, service]);

  const fallback = estimateDriveTimeFromKm(tripKm) ?? estimateDriveTime(pickup, dropoff);
  if (!pickup || !dropoff) return fallback;
  const fromService = answer?.pickup === pickup && answer.dropoff === dropoff ? answer.text : service.cached(pickup, dropoff);
  return fromService ?? fallback;
}
