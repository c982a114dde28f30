import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leads } from '../../db/schema';
import type { NewLead } from './leads-repository';

// No double-dipping riders (issue 14, ADR 0013): a second quote request with the same phone and the same
// trip within 14 days is the same job. It is not put up for sale again; the first lead counts it instead.
// Places compare as normalised_place() (migration 0010): lower-case, every run of punctuation and spaces one
// space, trimmed.

/** How long a rider's lead absorbs a repeat of the same request. */
export const DUPLICATE_WINDOW_DAYS = 14;

export interface StoredQuote {
  id: number;
  jobReference: string;
  status: (typeof leads.$inferSelect)['status'];
  /** The rider's status link's token: the new lead's, or the earlier lead's when merged (ADR 0033). */
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

/** A quote to store: the lead and the status token it gets when it is new. */
export interface QuoteToStore {
  lead: NewLead;
  statusToken: string;
}

/**
 * Stores a rider's quote as a lead with `statusToken` (its rider's status link), or, when the same rider (the
 * normalised E.164 phone) asked for the same trip (normalised pickup and drop-off text) in the last 14 days, counts it
 * on that earlier lead: merged_requests + 1 and last_merged_at. Only riders' leads (created_by_id null) that are not
 * archived count; a sold lead still absorbs the repeat, as it is the same job, and answers its own status token (one
 * made before status links existed gets `statusToken` now). One statement, the SQL function insert_quote_or_merge
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

/**
 * Several quotes in one statement and one commit, the SQL function insert_quotes_or_merge (migration 0011): each as
 * insertQuoteOrMerge would store it alone, one after the other in the order given (two identical quotes of one batch
 * merge as they would sent one after the other). Answers one result per quote, in the same order. A quote that fails
 * fails the whole statement (nothing of it is stored).
 */
export async function insertQuotesOrMerge(db: Database, quotes: readonly QuoteToStore[]): Promise<StoredQuote[]> {
  const items = JSON.stringify(quotes.map(({ lead, statusToken }) => ({ lead: rowOf(lead), token: statusToken })));
  const { rows } = (await db.execute(
    sql`select * from insert_quotes_or_merge(${items}::jsonb, ${DUPLICATE_WINDOW_DAYS})`,
  )) as unknown as { rows: (StoredQuoteRow & { item: number })[] };
  const stored: (StoredQuote | undefined)[] = Array.from({ length: quotes.length });
  for (const row of rows) stored[row.item] = storedQuote(row);
  return stored.map((quote, index) => {
    if (!quote) throw new Error(`insert_quotes_or_merge returned no row for quote ${index}`);
    return quote;
  });
}

/** Quotes stored at most this many to a statement: a burst beyond it goes in several. */
export const MAX_QUOTES_PER_STATEMENT = 64;

/**
 * Group commit of riders' quotes (ADR 0026, amendment 2), in the style of the rate limit's coalescedHits: while one
 * statement of quotes is in flight, the quotes that arrive wait, and then go together as one statement and one commit
 * (at most MAX_QUOTES_PER_STATEMENT; the rest in the next). A statement starts after the I/O callbacks of the current
 * turn of the event loop (setImmediate), so the quotes of requests received in the same turn go in it too: on PGlite,
 * whose statements run on this thread, nothing can arrive while one is in flight, and without this every quote would
 * go alone. Each caller gets its own answer, exactly what storing its
 * quote alone at that place would answer. When a statement of several fails (one quote the database refuses, a
 * deadlock, a lost connection), each of its quotes is stored again on its own, so one bad quote fails only its own
 * request and each gets its true answer.
 */
export function coalescedQuotes(
  storeMany: (quotes: readonly QuoteToStore[]) => Promise<StoredQuote[]>,
  storeOne: (quote: QuoteToStore) => Promise<StoredQuote>,
): (quote: QuoteToStore) => Promise<StoredQuote> {
  interface Waiting {
    quote: QuoteToStore;
    resolve: (stored: StoredQuote) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let inFlight = false;
  const storeAlone = (item: Waiting) => storeOne(item.quote).then(item.resolve, item.reject);
  const flush = async () => {
    const batch = waiting.slice(0, MAX_QUOTES_PER_STATEMENT);
    waiting = waiting.slice(batch.length);
    if (batch.length === 1) await storeAlone(batch[0]!);
    else {
      try {
        const stored = await storeMany(batch.map((item) => item.quote));
        batch.forEach((item, index) => item.resolve(stored[index]!));
      } catch {
        // Nothing of the failed statement was stored: each quote again, alone, one after the other.
        for (const item of batch) await storeAlone(item);
      }
    }
    if (waiting.length > 0) setImmediate(() => void flush());
    else inFlight = false;
  };
  return (quote) =>
    new Promise<StoredQuote>((resolve, reject) => {
      waiting.push({ quote, resolve, reject });
      if (!inFlight) {
        inFlight = true;
        // After the I/O of this turn of the event loop: the requests already received join this statement. On
        // PGlite, whose statements run on this thread, nothing else could arrive while one is in flight.
        setImmediate(() => void flush());
      }
    });
}
