import { createShortLivedCache } from './short-lived-cache';

/**
 * The masked available-leads pages of GET /api/leads, kept serialized for at most `maxAgeMs` in this process.
 * The masked page is the same for every provider (a bought lead is sold in the same transaction, so no
 * available lead has a buyer), so one copy serves them all; a super admin's full page is never kept here.
 * `invalidate()` when the available leads changed (a new lead, a sale, an edit, an archive, a new lead NOTIFY
 * from another process). Changes this process is not told of (a sale or edit in another process) show within
 * `maxAgeMs`. Keeping, sharing and dropping are those of short-lived-cache.ts.
 */
export interface CachedPage {
  /** The JSON body, UTF-8. */
  body: Buffer;
  /** Its ETag as Express computes it, filled in by the first response that sends it. */
  etag?: string;
}

export const createAvailablePageCache = (options: { maxAgeMs: number; maxEntries: number; now?: () => number }) =>
  createShortLivedCache<CachedPage>(options);
