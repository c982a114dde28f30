import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import { createLead, createProvider, createSoldLead } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 14, 'No double-dipping riders': the same rider's repeat of the same trip within 14 days is counted
// on the first lead, not put up for sale again (quote-merging.ts, ADR 0013).

let riders = 0;
/** A quote from a rider of their own (a phone no other test uses). */
const quoteOfNewRider = () => {
  riders += 1;
  const digits = String(riders).padStart(6, '0');
  return {
    quote: {
      pickupLocation: 'Parramatta NSW 2150',
      dropoffLocation: 'Newcastle NSW 2300',
      motorcycleMake: 'Honda',
      motorcycleModel: 'CBR650R',
      customerName: 'Liam Nguyen',
      customerPhone: `0412 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    },
    e164: `+61412${digits}`,
  };
};

describe('POST /api/leads: repeated requests', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_QUOTES: '1000' });
  });
  afterAll(() => t.close());

  const post = (body: object) => t.agent.post('/api/leads').send(body).expect(201);
  const leadsOf = (phone: string) => t.database.db.select().from(leads).where(eq(leads.customerPhone, phone)).orderBy(leads.id);

  it('when a rider sends the same trip again with the phone and places spelled differently, then the first lead counts it and the rider gets its answer', async () => {
    const { quote, e164 } = quoteOfNewRider();
    const first = await post(quote);
    const again = await post({
      ...quote,
      customerPhone: `+61 ${e164.slice(3, 6)} ${e164.slice(6, 9)} ${e164.slice(9)}`,
      pickupLocation: '  parramatta,  NSW 2150 ',
      dropoffLocation: 'NEWCASTLE nsw. 2300',
      motorcycleModel: 'CBR 650R',
    });

    expect(again.body).toMatchObject({ id: first.body.id, jobReference: first.body.jobReference, status: 'available' });
    expect(again.body.statusToken).not.toBe(first.body.statusToken);
    const stored = await leadsOf(e164);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: first.body.id, mergedRequests: 1 });
    expect(stored[0]?.lastMergedAt).toBeInstanceOf(Date);

    await post(quote);
    expect((await leadsOf(e164))[0]?.mergedRequests).toBe(2);
  });

  it('when the rider names the same places another way (a bare town, a street address), then it is merged on the located places (issue 27)', async () => {
    const { quote, e164 } = quoteOfNewRider();
    const first = await post({ ...quote, pickupLocation: 'Broome WA 6725', dropoffLocation: 'Cairns QLD 4870' });
    expect((await post({ ...quote, pickupLocation: 'Broome', dropoffLocation: 'Cairns' })).body.id).toBe(first.body.id);
    expect((await post({ ...quote, pickupLocation: '4 Carnarvon St, Broome', dropoffLocation: 'cairns qld' })).body.id).toBe(first.body.id);
    expect(await leadsOf(e164)).toMatchObject([{ id: first.body.id, mergedRequests: 2 }]);
    // Another town of the same name in another state is another place.
    await post({ ...quote, pickupLocation: 'Broome', dropoffLocation: 'Cairns Bay TAS' });
    expect(await leadsOf(e164)).toHaveLength(2);
  });

  it('when the same rider asks for another trip, then it is a new lead', async () => {
    const { quote, e164 } = quoteOfNewRider();
    await post(quote);
    await post({ ...quote, dropoffLocation: 'Gosford NSW 2250' });
    await post({ ...quote, pickupLocation: 'Penrith NSW 2750' });
    expect((await leadsOf(e164)).map((lead) => lead.mergedRequests)).toEqual([0, 0, 0]);
  });

  it('when the first request is more than 14 days old, then the repeat is a new lead', async () => {
    const { quote, e164 } = quoteOfNewRider();
    const first = await post(quote);
    await t.database.db.update(leads).set({ createdAt: new Date(Date.now() - 15 * 86_400_000) }).where(eq(leads.id, first.body.id));
    const again = await post(quote);
    expect(again.body.id).not.toBe(first.body.id);
    expect((await leadsOf(e164)).map((lead) => lead.mergedRequests)).toEqual([0, 0]);
  });

  it('when the first request is 13 days old, then it still absorbs the repeat', async () => {
    const { quote, e164 } = quoteOfNewRider();
    const first = await post(quote);
    await t.database.db.update(leads).set({ createdAt: new Date(Date.now() - 13 * 86_400_000) }).where(eq(leads.id, first.body.id));
    expect((await post(quote)).body.id).toBe(first.body.id);
    expect(await leadsOf(e164)).toMatchObject([{ id: first.body.id, mergedRequests: 1 }]);
  });

  it('when the earlier lead is archived or was entered by a provider, then the request is a new lead', async () => {
    const { quote, e164 } = quoteOfNewRider();
    const provider = await createProvider(t);
    await createLead(t, { ...quote, customerPhone: e164, createdById: provider.id });
    await createLead(t, { ...quote, customerPhone: e164, isArchived: true });
    const created = await post(quote);
    const stored = await leadsOf(e164);
    expect(stored).toHaveLength(3);
    expect(stored.find((lead) => lead.id === created.body.id)?.mergedRequests).toBe(0);
  });

  it('when the earlier lead was already sold, then it absorbs the repeat (the same job) and no new lead goes on sale', async () => {
    const { quote, e164 } = quoteOfNewRider();
    const { lead } = await createSoldLead(t, await createProvider(t), { ...quote, customerPhone: e164 });
    const again = await post(quote);
    expect(again.body).toMatchObject({ id: lead.id, status: 'sold' });
    expect(await leadsOf(e164)).toMatchObject([{ id: lead.id, mergedRequests: 1 }]);
  });

  it('when the same request arrives five times at once, then one lead is stored and counts four repeats', async () => {
    const { quote, e164 } = quoteOfNewRider();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(quote)));
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect(await leadsOf(e164)).toMatchObject([{ id: answers[0]?.body.id, mergedRequests: 4 }]);
  });

  it('when many riders quote at once, then each gets the lead of its own phone, job reference and status token', async () => {
    const riders = Array.from({ length: 24 }, quoteOfNewRider);
    const answers = await Promise.all(riders.map(({ quote }) => post(quote)));
    const stored = await t.database.db
      .select()
      .from(leads)
      .where(inArray(leads.id, answers.map((res) => res.body.id as number)));
    expect(stored).toHaveLength(24);
    answers.forEach((res, index) => {
      const lead = stored.find((row) => row.id === res.body.id);
      expect(lead?.customerPhone).toBe(riders[index]!.e164);
      expect(lead?.jobReference).toBe(res.body.jobReference);
      expect(lead?.statusToken).toBe(res.body.statusToken);
    });
  });
});
