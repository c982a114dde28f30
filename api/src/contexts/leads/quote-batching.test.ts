import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newStatusToken } from './status-token';
import type { QuoteLead } from './leads-repository';
import {
  coalescedQuotes,
  insertQuoteOrMerge,
  insertQuotesOrMerge,
  MAX_QUOTES_PER_STATEMENT,
  type QuoteToStore,
  type StoredQuote,
} from './quote-merging';

// Group commit of riders' quotes (ADR 0026, amendment 2): quotes that arrive while a statement is in flight go
// together as one statement (insert_quotes_or_merge, migration 0011) and one commit; each still gets the answer it
// would get alone. On PGlite and, with DATABASE_URL, on the PostgreSQL server.

let riders = 0;
/** A quote of a rider of their own (a phone no other test uses) for the given trip. */
const riderLead = (trip: { pickupLocation?: string; dropoffLocation?: string } = {}): QuoteLead => {
  riders += 1;
  return leadOf(`+61413${String(riders).padStart(6, '0')}`, trip);
};
const leadOf = (customerPhone: string, trip: { pickupLocation?: string; dropoffLocation?: string } = {}): QuoteLead => ({
  customerName: 'Liam Nguyen',
  customerPhone,
  customerAddress: null,
  motorcycleMake: 'Honda',
  motorcycleModel: 'CBR650R',
  canRollAndSteer: true,
  pickupLocation: trip.pickupLocation ?? 'Parramatta NSW 2150',
  dropoffLocation: trip.dropoffLocation ?? 'Newcastle NSW 2300',
  timeframe: 'flexible',
  preferredPickupDate: null,
  preferredDropoffDate: null,
  isFlexibleDates: false,
  specialRequests: null,
  status: 'available',
  price: '50.00',
  latitude: null,
  longitude: null,
  dropoffLatitude: null,
  dropoffLongitude: null,
});
const toStore = (lead: QuoteLead): QuoteToStore => ({ lead, statusToken: newStatusToken() });

describe('coalescedQuotes', () => {
  /** A fake store that answers each quote by its phone after a tick, recording each statement's size. */
  const fakeStore = (failing: (quote: QuoteToStore) => boolean = () => false) => {
    const statements: number[] = [];
    const answer = (quote: QuoteToStore, id: number): StoredQuote => ({
      id,
      jobReference: `J-${quote.lead.customerPhone}`,
      status: 'available',
      statusToken: quote.statusToken,
      merged: false,
    });
    let ids = 0;
    const storeMany = async (quotes: readonly QuoteToStore[]) => {
      statements.push(quotes.length);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (quotes.some(failing)) throw new Error('refused');
      return quotes.map((quote) => answer(quote, (ids += 1)));
    };
    const storeOne = async (quote: QuoteToStore) => {
      statements.push(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failing(quote)) throw new Error('refused');
      return answer(quote, (ids += 1));
    };
    return { statements, store: coalescedQuotes(storeMany, storeOne) };
  };

  it('when quotes arrive together, then they go in one statement, and those that arrive while it is in flight in the next, each with its own answer', async () => {
    const { statements, store } = fakeStore();
    const quotes = Array.from({ length: 10 }, () => toStore(riderLead()));
    const first = quotes.slice(0, 4).map((quote) => store(quote));
    await new Promise((resolve) => setImmediate(resolve)); // the first statement is in flight
    const answers = await Promise.all([...first, ...quotes.slice(4).map((quote) => store(quote))]);
    expect(statements).toEqual([4, 6]);
    answers.forEach((answer, index) => expect(answer.jobReference).toBe(`J-${quotes[index]?.lead.customerPhone}`));
  });

  it('when one quote arrives alone, then it is stored alone', async () => {
    const { statements, store } = fakeStore();
    await store(toStore(riderLead()));
    await store(toStore(riderLead()));
    expect(statements).toEqual([1, 1]);
  });

  it(`when more than ${MAX_QUOTES_PER_STATEMENT} wait, then they go in statements of at most ${MAX_QUOTES_PER_STATEMENT}`, async () => {
    const { statements, store } = fakeStore();
    await Promise.all(Array.from({ length: MAX_QUOTES_PER_STATEMENT + 11 }, () => store(toStore(riderLead()))));
    expect(statements).toEqual([MAX_QUOTES_PER_STATEMENT, 11]);
  });

  it('when a statement of several fails, then each quote is stored alone and only the failing one fails', async () => {
    const bad = toStore(riderLead());
    const { statements, store } = fakeStore((quote) => quote === bad);
    const quotes = [toStore(riderLead()), toStore(riderLead()), bad, toStore(riderLead())];
    const results = await Promise.allSettled(quotes.map((quote) => store(quote)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(statements).toEqual([4, 1, 1, 1, 1]);
    // The queue goes on after a failed statement.
    await expect(store(toStore(riderLead()))).resolves.toMatchObject({ merged: false });
  });
});

describe('insert_quotes_or_merge and the batched quotes, on the database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_QUOTES: '1000' });
  });
  afterAll(() => t.close());

  const leadsOf = (phone: string) => t.database.db.select().from(leads).where(eq(leads.customerPhone, phone)).orderBy(leads.id);

  it('when several riders quote in one statement, then each gets its own new lead, in order', async () => {
    const quotes = Array.from({ length: 6 }, () => toStore(riderLead()));
    const stored = await insertQuotesOrMerge(t.database.db, quotes);
    expect(stored).toHaveLength(6);
    for (const [index, quote] of quotes.entries()) {
      const [lead] = await leadsOf(quote.lead.customerPhone);
      expect(stored[index]).toEqual({ id: lead?.id, jobReference: lead?.jobReference, status: 'available', statusToken: quote.statusToken, merged: false });
    }
    expect(new Set(stored.map((quote) => quote.id)).size).toBe(6);
  });

  it('when one statement holds the same trip of one rider several times among others, then they merge as they would one after the other', async () => {
    const rider = riderLead();
    const sameAgain = { ...rider, pickupLocation: '  parramatta,  NSW 2150 ', motorcycleModel: 'CBR 650R' };
    const otherTrip = { ...rider, dropoffLocation: 'Gosford NSW 2250' };
    const other = riderLead();
    const quotes = [rider, other, sameAgain, otherTrip, rider].map(toStore);

    const stored = await insertQuotesOrMerge(t.database.db, quotes);

    const first = stored[0]!;
    expect(stored.map((quote) => quote.merged)).toEqual([false, false, true, false, true]);
    expect(stored[2]).toEqual({ ...first, merged: true });
    expect(stored[4]).toEqual({ ...first, merged: true });
    expect(first.statusToken).toBe(quotes[0]?.statusToken);
    expect(stored[3]?.id).not.toBe(first.id);
    expect(await leadsOf(rider.customerPhone)).toMatchObject([
      { id: first.id, mergedRequests: 2 },
      { id: stored[3]?.id, mergedRequests: 0 },
    ]);
    expect(await leadsOf(other.customerPhone)).toMatchObject([{ id: stored[1]?.id, mergedRequests: 0 }]);

    // A later quote alone sees the batch's lead, as the batch saw the earlier ones.
    expect(await insertQuoteOrMerge(t.database.db, rider, newStatusToken())).toEqual({ ...first, merged: true });
  });

  it('when a statement holds a quote the database refuses, then nothing of it is stored, and batched, only that quote fails', async () => {
    const good = [riderLead(), riderLead(), riderLead()];
    const bad = { ...riderLead(), price: '-1.00' }; // leads_price_check
    await expect(insertQuotesOrMerge(t.database.db, [good[0]!, bad].map(toStore))).rejects.toThrow();
    expect(await leadsOf(good[0]!.customerPhone)).toEqual([]);

    const statements: number[] = [];
    const store = coalescedQuotes(
      (quotes) => {
        statements.push(quotes.length);
        return insertQuotesOrMerge(t.database.db, quotes);
      },
      ({ lead, statusToken }) => insertQuoteOrMerge(t.database.db, lead, statusToken),
    );
    const results = await Promise.allSettled([good[0]!, good[1]!, bad, good[2]!, good[1]!].map((lead) => store(toStore(lead))));
    expect(statements).toEqual([5]); // one statement, which failed; then each alone
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const answers = results.map((result) => (result.status === 'fulfilled' ? result.value : null));
    for (const [index, lead] of good.entries()) {
      expect(await leadsOf(lead.customerPhone)).toMatchObject([{ id: answers[index === 2 ? 3 : index]?.id }]);
    }
    expect(answers[4]).toEqual({ ...answers[1], merged: true });
    expect(await leadsOf(bad.customerPhone)).toEqual([]);
  });

  it('when two statements lock the same phones in opposite orders at once, then both complete (no deadlock)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const group = Array.from({ length: 40 }, () => riderLead());
      const [one, two] = await Promise.all([
        insertQuotesOrMerge(t.database.db, group.map(toStore)),
        insertQuotesOrMerge(t.database.db, [...group].reverse().map(toStore)),
      ]);
      // Each trip is one lead, whichever statement stored it first.
      expect(two.map((quote) => quote.id)).toEqual(one.map((quote) => quote.id).reverse());
      expect([...one, ...two].filter((quote) => quote.merged)).toHaveLength(40);
    }
  });

  it('when many riders quote at once through the API, then each gets the lead of its own phone', async () => {
    const phones = Array.from({ length: 24 }, (_, index) => `0412 9${String(riders + index).padStart(2, '0').slice(-2)} ${String(100 + index)}`);
    riders += 24;
    const answers = await Promise.all(
      phones.map((customerPhone) =>
        t.agent
          .post('/api/leads')
          .send({ pickupLocation: 'Parramatta NSW 2150', dropoffLocation: 'Newcastle NSW 2300', motorcycleMake: 'Honda', motorcycleModel: 'CBR650R', customerName: 'Liam Nguyen', customerPhone })
          .expect(201),
      ),
    );
    const stored = await t.database.db
      .select()
      .from(leads)
      .where(inArray(leads.id, answers.map((res) => res.body.id as number)));
    expect(stored).toHaveLength(24);
    answers.forEach((res, index) => {
      const lead = stored.find((row) => row.id === res.body.id);
      expect(lead?.customerPhone).toBe(`+61${phones[index]!.replaceAll(' ', '').slice(1)}`);
      expect(lead?.jobReference).toBe(res.body.jobReference);
      expect(lead?.statusToken).toBe(res.body.statusToken);
    });
  });
});
