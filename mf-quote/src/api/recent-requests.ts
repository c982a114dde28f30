// The rider's recent requests on this device (issue 28 item 6, ADR 0056): kept in the browser's local storage, so a
// rider who closed the tab finds their status links again on /get-quote and /quote-success. Only what the status
// link needs is kept (the job reference and the token), never the rider's details.
import { readStored, writeStored } from './stored-json';

const KEY = 'motohaul.recentRequests';
/** At most this many, newest first. */
export const RECENT_REQUESTS_MAX = 5;

export interface RecentRequest {
  jobReference: string;
  statusToken: string;
  /** When this device last saw it (ISO 8601). */
  savedAt: string;
}

const isRecentRequest = (value: unknown): value is RecentRequest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecentRequest).jobReference === 'string' &&
  typeof (value as RecentRequest).statusToken === 'string' &&
  typeof (value as RecentRequest).savedAt === 'string';

/** The requests kept on this device, newest first ([] when storage is refused or unreadable). */
export function recentRequests(): RecentRequest[] {
  const value = readStored('localStorage', KEY);
  return Array.isArray(value) ? value.filter(isRecentRequest).slice(0, RECENT_REQUESTS_MAX) : [];
}

/** Keeps a request (first, once per token), dropping the oldest beyond RECENT_REQUESTS_MAX. */
export function rememberRecentRequest({ jobReference, statusToken }: { jobReference: string; statusToken: string }, now = new Date()): void {
  const kept = recentRequests().filter((request) => request.statusToken !== statusToken);
  writeStored('localStorage', KEY, [{ jobReference, statusToken, savedAt: now.toISOString() }, ...kept].slice(0, RECENT_REQUESTS_MAX));
}

/** Forgets a request on this device (the rider's choice, or a link that opens nothing). */
export function forgetRecentRequest(statusToken: string): void {
  writeStored('localStorage', KEY, recentRequests().filter((request) => request.statusToken !== statusToken));
}
