/**
 * Estimated drive time between pickup and drop-off (spec §7). The maps distance service is used only when a Google
 * key is configured; this is the fallback by postcode difference, which is what the dashboard shows without one.
 */
export function postcodeOf(location: string | null | undefined): number | null {
  const matches = location?.match(/\b\d{4}\b/g);
  const last = matches?.[matches.length - 1];
  return last === undefined ? null : Number(last);
}

/** Up to 10 '30-60 mins', up to 50 '1-2 hours', up to 100 '2-4 hours', else '4+ hours'; null without postcodes. */
export function estimateDriveTime(pickup: string | null | undefined, dropoff: string | null | undefined): string | null {
  const from = postcodeOf(pickup);
  const to = postcodeOf(dropoff);
  if (from === null || to === null) return null;
  const difference = Math.abs(from - to);
  if (difference <= 10) return '30-60 mins';
  if (difference <= 50) return '1-2 hours';
  if (difference <= 100) return '2-4 hours';
  return '4+ hours';
}
