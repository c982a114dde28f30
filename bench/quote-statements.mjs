// What a quote costs the database, by the number of quotes in one statement (ADR 0026, amendment 2): the time of
// insert_quote_or_merge for one quote (a statement and a commit each) against insert_quotes_or_merge for batches of
// 5, 20 and 64 new riders' quotes, one statement after the other on one connection, into a `leads` table of 100,000
// rows, and the live alerts' NOTIFY statement. No HTTP: the database's share of a quote, which group commit divides.
// PGlite in a DATA_DIR (as the API runs it) and, when DATABASE_URL is set, the PostgreSQL server.
//
//   node --import tsx bench/quote-statements.mjs     (QUOTES=400 per size)
import { openDatabase } from '../api/src/db/database.ts';
import { insertQuoteOrMerge, insertQuotesOrMerge } from '../api/src/contexts/leads/quote-merging.ts';
import { newStatusToken } from '../api/src/contexts/leads/status-token.ts';
import { onEachBackendForProcess } from './support/backends.mjs';
import { analyze, insertLeads } from './support/seed.mjs';

const QUOTES = Number(process.env.QUOTES ?? 400);
const SIZES = [1, 5, 20, 64];

let riders = Math.floor(Math.random() * 800_000);
/** A new rider's quote (a phone of its own: stored as a new lead, not merged). */
const quote = () => {
  riders += 1;
  return {
    lead: {
      customerName: 'Bench Rider',
      customerPhone: `+61412${String(100_000 + riders).slice(-6)}`,
      customerAddress: null,
      motorcycleMake: 'Honda',
      motorcycleModel: 'CBR650R',
      canRollAndSteer: true,
      pickupLocation: 'Parramatta NSW 2150',
      dropoffLocation: 'Newcastle NSW 2300',
      timeframe: 'flexible',
      preferredPickupDate: null,
      preferredDropoffDate: null,
      isFlexibleDates: false,
      specialRequests: null,
      status: 'available',
      price: '50.00',
      latitude: -33.81,
      longitude: 151.0,
      dropoffLatitude: -32.93,
      dropoffLongitude: 151.78,
    },
    statusToken: newStatusToken(),
  };
};

async function seed(db) {
  await insertLeads(db, { count: 100_000 });
  await analyze(db, ['leads']);
}

async function run({ label, databaseUrl, dataDir }) {
  const database = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir });
  try {
    console.log(`\n${label}: ${QUOTES} new quotes per size, one statement after the other`);
    console.log(`  ${'quotes per statement'.padEnd(22)} ${'ms/statement'.padStart(13)} ${'ms/quote'.padStart(9)} ${'quotes/s'.padStart(9)}`);
    for (const size of SIZES) {
      const statements = Math.max(3, Math.round(QUOTES / size));
      await insertQuotesOrMerge(database.db, [quote(), quote()]); // warm-up
      const started = performance.now();
      for (let n = 0; n < statements; n += 1) {
        if (size === 1) {
          const { lead, statusToken } = quote();
          await insertQuoteOrMerge(database.db, lead, statusToken);
        } else await insertQuotesOrMerge(database.db, Array.from({ length: size }, quote));
      }
      const perStatement = (performance.now() - started) / statements;
      console.log(
        `  ${String(size).padEnd(22)} ${perStatement.toFixed(2).padStart(13)} ${(perStatement / size).toFixed(3).padStart(9)} ${((1000 * size) / perStatement).toFixed(0).padStart(9)}`,
      );
    }
    const started = performance.now();
    for (let n = 0; n < 100; n += 1) await database.notify('bench_quote_statements', [String(n)]);
    console.log(`  ${'NOTIFY (one lead)'.padEnd(22)} ${((performance.now() - started) / 100).toFixed(2).padStart(13)}`);
  } finally {
    await database.close();
  }
}

await onEachBackendForProcess(seed, run);
process.exit(0);
