import { useEffect, useState } from 'react';
import { estimateDriveTime } from './drive-time';
import { driveTimeService, type DriveTimeService } from './maps-distance';

/**
 * The estimated drive time for a lead card (spec §2.8, §7): the maps distance service's duration when a key is
 * configured and it answers; the postcode estimate while waiting, on any failure and without a key. Null when
 * neither can tell.
 */
export function useDriveTime(
  pickup: string | null | undefined,
  dropoff: string | null | undefined,
  service: DriveTimeService = driveTimeService,
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

  const fallback = estimateDriveTime(pickup, dropoff);
  if (!pickup || !dropoff) return fallback;
  const fromService = answer?.pickup === pickup && answer.dropoff === dropoff ? answer.text : service.cached(pickup, dropoff);
  return fromService ?? fallback;
}
