const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A span of time the friendly way (speed to contact, ADR 0034): under a minute 'less than 1 min', then whole
 * minutes ('42 min'), hours and minutes ('3 h', '2 h 5 min'), days and hours ('1 d', '2 d 3 h'). Rounded down, so a
 * badge never claims more time than has passed; a negative or invalid span reads as under a minute.
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < MINUTE) return 'less than 1 min';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) {
    const hours = Math.floor(ms / HOUR);
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  }
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  return hours ? `${days} d ${hours} h` : `${days} d`;
}
