import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_STATUS_TOKEN_PATTERN, RIDER_STAGE_WORDS, SALES_STAGES, type QuoteStatusResponse } from '@motohaul/contracts';
import { leads } from '../../db/schema';
import { createLead, createProvider, createSuperAdmin, riderQuote, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hostileRawText } from '../../test/security/hostile-input';

let phoneSuffix = 100;
/** A rider's quote; each call a different rider (one rider's same trip is merged, ADR 0013). */
const newQuote = (overrides: object = {}) =>
  riderQuote({
    customerPhone: `0412 558 ${phoneSuffix++}`,
    customerAddress: '9 Private Lane, Parramatta NSW 2150',
    specialRequests: 'Gate code 4321',
    ...overrides,
  });

const NOT_VALID = { message: 'This status link is not valid' };
const buyerForm = { buyerName: 'Casey Provider', buyerEmail: 'casey@example.com', buyerPhone: '0400 111 222', buyerCompany: 'Casey Moto Transport' };

describe('the rider status link (GET /api/quote-status/:token, ADR 0033)', () => {
  let t: TestApp;
  let provider: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_QUOTES: '1000000', RATE_LIMIT_EVENTS: '1000000' });
    provider = await createProvider(t, { companyName: 'Profile Company Pty Ltd', phone: '0299990000', email: 'owner@casey.example' });
  });
  afterAll(() => t.close());

  const submit = async (quote: object = newQuote(), key?: string) => {
    const req = t.agent.post('/api/leads');
    const res = await (key ? req.set('Idempotency-Key', key) : req).send(quote).expect(201);
    return res.body as { id: number; jobReference: string; status: string; statusToken: string };
  };
  const status = (token: string) => t.agent.get(`/api/quote-status/${token}`);
  const statusOf = async (token: string) => (await status(token).expect(200)).body as QuoteStatusResponse;
  const buy = async (leadId: number, form: object = buyerForm, buyer: TestUser = provider) =>
    t.agent.post(`/api/leads/${leadId}/purchase`).set('Cookie', await cookieFor(t, buyer)).send(form).expect(201);
  const moveTo = async (purchaseId: number, salesStage: string) =>
    t.agent.patch(`/api/lead-purchases/${purchaseId}/sales-stage`).set('Cookie', await cookieFor(t, provider)).send({ salesStage }).expect(200);

  it('when a rider submits a quote, then the answer carries a 32-character random token, stored on the lead, unrelated to its id', async () => {
    const created = await submit();
    expect(created.statusToken).toMatch(QUOTE_STATUS_TOKEN_PATTERN);
    expect(Buffer.from(created.statusToken, 'base64url')).toHaveLength(24);
    expect(created.statusToken).not.toContain(created.jobReference);
    const [row] = await t.database.db.select({ statusToken: leads.statusToken }).from(leads).where(eq(leads.id, created.id));
    expect(row?.statusToken).toBe(created.statusToken);
  });

  it('when 40 riders submit quotes, then all 40 tokens differ and share no common prefix beyond chance', async () => {
    const tokens = await Promise.all(Array.from({ length: 40 }, () => submit().then((created) => created.statusToken)));
    expect(new Set(tokens).size).toBe(40);
    // Consecutive leads' tokens are not near each other, as a counter or a timestamp would make them.
    const prefixes = new Set(tokens.map((token) => token.slice(0, 4)));
    expect(prefixes.size).toBe(40);
    // Every character of the alphabet's 64 is possible: the 1,280 characters use far more than a hex or decimal token would.
    expect(new Set(tokens.join('')).size).toBeGreaterThan(50);
  });

  it('when the rider opens a new request, then it says waiting for a provider, with no lead id and none of their contact details', async () => {
    const created = await submit(newQuote({ motorcycleMake: 'Yamaha', motorcycleModel: 'MT-07' }));
    const res = await status(created.statusToken).expect(200);

    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toEqual({
      jobReference: created.jobReference,
      requestedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      motorcycle: 'Yamaha MT-07',
      state: 'waiting',
      stage: null,
      headline: 'Waiting for a provider',
      detail: expect.any(String),
      provider: null,
      canCancel: true,
      cancellation: null,
      tracking: null,
    });
    const text = JSON.stringify(res.body);
    for (const secret of ['Liam', '0412', 'Private Lane', 'Gate code', 'Parramatta', `"id"`]) expect(text).not.toContain(secret);
  });

  it('when a provider buys the lead, then the rider sees the company and phone given with the purchase and "They will call you shortly", nothing else of theirs', async () => {
    const created = await submit();
    await buy(created.id);

    const body = await statusOf(created.statusToken);
    expect(body).toMatchObject({ state: 'bought', stage: 'purchased', headline: 'They will call you shortly' });
    expect(body.provider).toEqual({ companyName: 'Casey Moto Transport', phone: '+61400111222', verified: false, insured: false });
    const text = JSON.stringify(body);
    for (const hidden of ['Casey Provider', 'casey@example.com', 'Profile Company', '0299990000', 'owner@casey', '25.00']) {
      expect(text).not.toContain(hidden);
    }
    expect(Object.keys(body).sort()).toEqual(['canCancel', 'cancellation', 'detail', 'headline', 'jobReference', 'motorcycle', 'provider', 'requestedAt', 'stage', 'state', 'tracking']);
  });

  it('when the buyer left the company blank, then no company is shown (never their personal name)', async () => {
    const created = await submit();
    await buy(created.id, { ...buyerForm, buyerCompany: '  ' });
    expect((await statusOf(created.statusToken)).provider).toEqual({ companyName: null, phone: '+61400111222', verified: false, insured: false });
  });

  it('when the buyer moves the lead through the pipeline, then each stage reads in the rider’s words', async () => {
    const created = await submit();
    const purchase = (await buy(created.id)).body.purchase as { id: number };
    expect(RIDER_STAGE_WORDS.purchased.headline).toBe('They will call you shortly');

    for (const stage of SALES_STAGES) {
      await moveTo(purchase.id, stage);
      const body = await statusOf(created.statusToken);
      expect(body, stage).toMatchObject({ state: 'bought', stage, ...RIDER_STAGE_WORDS[stage] });
      expect(body.provider?.companyName).toBe('Casey Moto Transport');
    }
    expect(RIDER_STAGE_WORDS.called.headline).toBe('The provider has called you');
    expect(RIDER_STAGE_WORDS.booked_in.headline).toBe('Your transport is booked');
  });

  it('when someone reposts a rider’s phone and exact trip, then the repeat gets a token of its own that shows no buyer, stage or first motorcycle, and the rider’s link still works (issue 27)', async () => {
    const quote = newQuote();
    const rider = await submit(quote);
    const purchase = (await buy(rider.id)).body.purchase as { id: number };
    await moveTo(purchase.id, 'booked_in');

    const repeat = await submit({ ...quote, motorcycleMake: 'Any', motorcycleModel: 'Bike', customerName: 'Someone Else' });
    expect(repeat.statusToken).toMatch(QUOTE_STATUS_TOKEN_PATTERN);
    expect(repeat.statusToken).not.toBe(rider.statusToken);
    expect(repeat.jobReference).toBe(rider.jobReference);

    const seen = await statusOf(repeat.statusToken);
    expect(seen).toMatchObject({ jobReference: rider.jobReference, motorcycle: 'Any Bike', state: 'bought', stage: null, provider: null });
    expect(seen.headline).toBe('A provider has taken this request');
    const text = JSON.stringify(seen);
    for (const hidden of ['Casey', '+61400111222', '0400', 'booked', 'CBR650R', 'Honda']) expect(text).not.toContain(hidden);

    const own = await statusOf(rider.statusToken);
    expect(own).toMatchObject({ state: 'bought', stage: 'booked_in', motorcycle: 'Honda CBR650R', provider: { companyName: 'Casey Moto Transport', phone: '+61400111222' } });
  });

  it('when a repeat’s lead is still waiting or has been archived, then the repeat’s token says so, and an idempotent retry gets the same answer', async () => {
    const quote = newQuote();
    const rider = await submit(quote);
    const repeat = await submit(quote, 'repeat-key-1');
    expect(await submit(quote, 'repeat-key-1')).toEqual(repeat);
    expect(await statusOf(repeat.statusToken)).toMatchObject({ state: 'waiting', headline: 'Waiting for a provider', provider: null, stage: null });
    await t.database.db.update(leads).set({ isArchived: true }).where(eq(leads.id, rider.id));
    expect(await statusOf(repeat.statusToken)).toMatchObject({ state: 'closed', provider: null });
  });

  it('when two riders hold links, then each opens only their own request, whatever happens to the other', async () => {
    const mine = await submit(newQuote({ motorcycleMake: 'Ducati', motorcycleModel: 'Monster' }));
    const theirs = await submit(newQuote({ motorcycleMake: 'BMW', motorcycleModel: 'R 1250 GS' }));
    await buy(theirs.id);

    const body = await statusOf(mine.statusToken);
    expect(body).toMatchObject({ jobReference: mine.jobReference, motorcycle: 'Ducati Monster', state: 'waiting', provider: null });
    expect(JSON.stringify(body)).not.toContain(theirs.jobReference);
    expect((await statusOf(theirs.statusToken)).jobReference).toBe(theirs.jobReference);
  });

  it('when a token opens nothing (unknown, malformed, a lead id or job reference, changed by one character), then the same 404 answers', async () => {
    const created = await submit();
    const flipped = `${created.statusToken.slice(0, -1)}${created.statusToken.endsWith('A') ? 'B' : 'A'}`;
    const tries = [
      flipped,
      created.statusToken.toLowerCase() === created.statusToken ? `${created.statusToken.slice(0, -1)}Z` : created.statusToken.toLowerCase(),
      created.statusToken.slice(1),
      `${created.statusToken}x`,
      String(created.id),
      created.jobReference,
      'A'.repeat(32),
      encodeURIComponent(`${created.statusToken.slice(0, 31)}/`),
      '%00',
      '%E0%A4%A',
      'null',
    ];
    for (const token of tries) {
      const res = await status(token);
      expect(res.status, token).toBe(404);
      expect(res.body, token).toEqual(NOT_VALID);
      expect(res.headers['cache-control'], token).toBe('no-store');
    }
  });

  it('when hostile text is sent as the token, then it never answers 5xx, only the 404', async () => {
    await fc.assert(
      // An empty token is another path (/api/quote-status/), answered by the API's own 404.
      fc.asyncProperty(hostileRawText.filter((text) => text !== ''), async (text) => {
        // Every byte percent-encoded: the path is one segment whatever the text holds (a lone surrogate too).
        const segment = [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
        const res = await t.agent.get(`/api/quote-status/${segment}`);
        expect(res.status).toBeLessThan(500);
        if (res.status === 404) expect(res.body).toEqual(NOT_VALID);
      }),
      { numRuns: 30 },
    );
  });

  it('when the rider asks for the same trip again, then the merged request answers the first lead’s job with a token of its own; an idempotent retry answers the first answer', async () => {
    const quote = newQuote();
    const first = await submit(quote, 'first-submission');
    const again = await submit({ ...quote, customerPhone: quote.customerPhone.replace(/ /g, '') });
    expect(again.id).toBe(first.id);
    expect(again.jobReference).toBe(first.jobReference);
    expect(again.statusToken).not.toBe(first.statusToken);
    expect((await submit(quote, 'first-submission')).statusToken).toBe(first.statusToken);
  });

  it('when a lead made before status links is asked for again, then the repeat gets a token of its own and the old lead stays without one', async () => {
    const quote = newQuote();
    const old = await createLead(t, { customerPhone: '+61412999001', pickupLocation: quote.pickupLocation, dropoffLocation: quote.dropoffLocation });
    expect(old.statusToken).toBeNull();
    const merged = await submit({ ...quote, customerPhone: '0412 999 001' });
    expect(merged.id).toBe(old.id);
    expect(merged.statusToken).toMatch(QUOTE_STATUS_TOKEN_PATTERN);
    expect((await statusOf(merged.statusToken)).state).toBe('waiting');
    const [row] = await t.database.db.select({ statusToken: leads.statusToken }).from(leads).where(eq(leads.id, old.id));
    expect(row?.statusToken).toBeNull();
  });

  it('when a provider adds a lead by hand, then it has no status link', async () => {
    const res = await t.agent
      .post('/api/leads/manual')
      .set('Cookie', await cookieFor(t, provider))
      .send({
        customerName: 'Walk In',
        customerPhone: '0412 000 111',
        vehicleMake: 'Suzuki',
        vehicleModel: 'DR650',
        vehicleYear: 2020,
        urgency: 'flexible',
        travelDistance: 10,
        preferredLocation: 'Penrith',
        inspectionType: 'either',
      })
      .expect(201);
    expect(res.body).not.toHaveProperty('statusToken');
    const [row] = await t.database.db.select({ statusToken: leads.statusToken }).from(leads).where(eq(leads.id, res.body.id));
    expect(row?.statusToken).toBeNull();
  });

  it('when an unsold request is archived, then it reads as closed; a super admin’s claim shows as a purchase', async () => {
    const archived = await submit();
    const admin = await createSuperAdmin(t);
    await t.agent.post(`/api/leads/${archived.id}/archive`).set('Cookie', await cookieFor(t, admin)).expect(200);
    expect(await statusOf(archived.statusToken)).toMatchObject({ state: 'closed', headline: 'This request is closed', provider: null });

    const claimed = await submit();
    await buy(claimed.id, { ...buyerForm, buyerCompany: 'MotoHaul Direct' }, admin);
    expect(await statusOf(claimed.statusToken)).toMatchObject({ state: 'bought', provider: { companyName: 'MotoHaul Direct' } });
  });
});

describe('the rider status link under load', () => {
  it('when one address asks too often, then it is told to wait (429) like the other public endpoints', async () => {
    const t = await createTestApp({ RATE_LIMIT_EVENTS: '3' });
    try {
      const token = 'A'.repeat(32);
      for (let i = 0; i < 3; i++) await t.agent.get(`/api/quote-status/${token}`).expect(404);
      const res = await t.agent.get(`/api/quote-status/${token}`);
      expect(res.status).toBe(429);
      expect(typeof res.body.message).toBe('string');
    } finally {
      await t.close();
    }
  });
});
