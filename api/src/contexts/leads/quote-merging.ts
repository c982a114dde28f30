import { randomBytes } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import { QUOTE_STATUS_TOKEN_PATTERN } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leads } from '../../db/schema';
import type { NewLead } from './leads-repository';

// No double-dipping riders (issue 14, ADR 0013): a second quote request with the same phone and the same
// trip within 14 days is the same job. It is not put up for sale again; the first lead counts it instead.
// The same trip (migration 0013, ADR 0046): both places located at the same localities (the stored coordinates), or,
// for a lead stored unplaced, the same texts as normalised_place() (migration 0010): lower-case, every run of
// punctuation and spaces one space, trimmed.

/** How long a rider's lead absorbs a repeat of the same request. */
export const DUPLICATE_WINDOW_DAYS = 14;

/** Random bytes in a rider's status token: 192 bits, far beyond guessing (ADR 0033). */
const TOKEN_BYTES = 24;

/** A new status token: 24 random bytes from the operating system's CSPRNG in base64url (32 characters). */
export const newStatusToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

/** Whether a text has a status token's shape (anything else is never looked up). */
export const isStatusTokenShape = (text: unknown): text is string => typeof text === 'string' && QUOTE_STATUS_TOKEN_PATTERN.test(text);

export interface StoredQuote {
  id: number;
  jobReference: string;
  status: (typeof leads.$inferSelect)['status'];
  /** The status link's token (ADR 0033): the new lead's, or the repeat's own when merged (never the earlier lead's: ADR 0046). */
  statusToken: string;
  /** True when the request was attached to an earlier lead instead of creating one. */
  merged: boolean;
}

/** What insert_quote_or_merge answers. */
interface StoredQuoteRow {
  lead_id: number;
  lead_job_reference: string;
  lead_status: StoredQuote['status'];
  lead_status_token: string;
  merged: boolean;
}

/** The quote as a leads row, keyed by column name, as the functions read it (jsonb_populate_record). */
function rowOf(lead: NewLead): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(leads))) {
    const value = lead[key as keyof NewLead];
    if (value !== undefined) row[column.name] = value;
  }
  return row;
}

const storedQuote = (row: StoredQuoteRow): StoredQuote => ({
  id: row.lead_id,
  jobReference: row.lead_job_reference,
  status: row.lead_status,
  statusToken: row.lead_status_token,
  merged: row.merged,
});

/**
 * Stores a rider's quote as a lead with `statusToken` (its rider's status link), or, when the same rider (the
 * normalised E.164 phone) asked for the same trip (the same located places, else the same normalised texts) in the
 * last 14 days, counts it on that earlier lead: merged_requests + 1 and last_merged_at, and keeps the repeat in
 * quote_repeats with `statusToken` as its own token, which shows the lead's state but never its buyer (ADR 0046).
 * Only riders' leads (created_by_id null) that are not archived count; a sold lead still absorbs the repeat, as it is
 * the same job. One statement, the SQL function insert_quote_or_merge
 * (migration 0010, ADR 0026): a transaction-scoped advisory lock on the phone serialises two identical requests, so
 * the second sees the first's lead; a single statement commits on its own, so no BEGIN or COMMIT round trips.
 */
export async function insertQuoteOrMerge(db: Database, lead: NewLead, statusToken: string): Promise<StoredQuote> {
  const { rows } = (await db.execute(
    sql`select * from insert_quote_or_merge(${JSON.stringify(rowOf(lead))}::jsonb, ${statusToken}, ${DUPLICATE_WINDOW_DAYS})`,
  )) as unknown as { rows: StoredQuoteRow[] };
  const row = rows[0];
  if (!row) throw new Error('insert_quote_or_merge returned no row');
  return storedQuote(row);
}
