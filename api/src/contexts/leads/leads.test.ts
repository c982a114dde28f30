import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

const validQuote = {
  pickupLocation: 'Parramatta NSW 2150',
  dropoffLocation: 'Newcastle NSW 2300',
  timeframe: 'this_week',
  isFlexibleDates: false,
  preferredPickupDate: '2030-03-04',
  preferredDropoffDate: '',
  motorcycleMake: 'Honda',
  motorcycleModel: 'CBR650R',
  canRollAndSteer: true,
  specialRequests: 'Please call before arriving',
  customerName: 'Liam Nguyen',
  customerPhone: '0412 558 301',
  customerAddress: '',
};

describe('POST /api/leads', () => {
  let t: TestApp;
  const leadCount = async () => (await t.database.db.select({ n: count() }).from(leads))[0]?.n;

  beforeEach(async () => {
    t = await createTestApp({ LEAD_PRICE: '27.5' });
  });
  afterEach(() => t.close());

  it('when a rider sends a valid quote, then it is stored as an available lead at the configured price', async () => {
    const res = await t.agent.post('/api/leads').send(validQuote).expect(201);

    expect(res.body).toEqual({ id: expect.any(Number), jobReference: expect.stringMatching(/^MT-\d{6,}$/), status: 'available', statusToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, res.body.id));
    expect(stored).toMatchObject({
      jobReference: res.body.jobReference,
      status: 'available',
      price: '27.50',
      isArchived: false,
      customerName: 'Liam Nguyen',
      // Stored normalised (E.164, ADR 0013).
      customerPhone: '+61412558301',
      customerAddress: null,
      pickupLocation: 'Parramatta NSW 2150',
      dropoffLocation: 'Newcastle NSW 2300',
      timeframe: 'this_week',
      isFlexibleDates: false,
      preferredPickupDate: '2030-03-04',
      preferredDropoffDate: null,
      motorcycleMake: 'Honda',
      motorcycleModel: 'CBR650R',
      canRollAndSteer: true,
      specialRequests: 'Please call before arriving',
    });
  });

  it('when a place cannot be located (emoji, markup, made-up words), then it answers 400 on that field and stores nothing (issue 27)', async () => {
    const refused = async (places: { pickupLocation?: string; dropoffLocation?: string }) =>
      (await t.agent.post('/api/leads').send({ ...validQuote, ...places }).expect(400)).body as unknown;
    expect(await refused({ pickupLocation: '<script>alert(1)</script>', dropoffLocation: 'Xqzv Plains' })).toEqual({
      message: 'Please correct the highlighted fields.',
      fieldErrors: {
        pickupLocation: ['Pickup location not found: type a suburb, town or postcode and choose a suggestion'],
        dropoffLocation: ['Drop-off location not found: type a suburb, town or postcode and choose a suggestion'],
      },
    });
    expect(await refused({ pickupLocation: '🏍️🏍️🏍️' })).toEqual({
      message: 'Please correct the highlighted fields.',
      fieldErrors: { pickupLocation: ['Pickup location not found: type a suburb, town or postcode and choose a suggestion'] },
    });
    expect(await refused({ pickupLocation: '0001' })).toMatchObject({ fieldErrors: { pickupLocation: [expect.any(String)] } });
    expect(await leadCount()).toBe(0);
  });

  it('when places are a locality, a postcode or a street address in one, then the quote is stored with both placed', async () => {
    for (const [pickupLocation, dropoffLocation] of [
      ['Broome', '4870'],
      ['12 Smith St, Joondalup WA 6027', 'Mt Isa'],
    ] as const) {
      const res = await t.agent.post('/api/leads').send({ ...validQuote, pickupLocation, dropoffLocation }).expect(201);
      const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, res.body.id));
      expect(stored?.latitude, pickupLocation).toEqual(expect.any(Number));
      expect(stored?.dropoffLatitude, dropoffLocation).toEqual(expect.any(Number));
    }
  });

  it('when two quotes arrive, then each gets its own job reference', async () => {
    const first = await t.agent.post('/api/leads').send(validQuote).expect(201);
    const second = await t.agent.post('/api/leads').send({ ...validQuote, customerPhone: '0412 558 302' }).expect(201);
    expect(second.body.jobReference).not.toBe(first.body.jobReference);
  });

  it('when fields are invalid, then it answers 400 with a message and an error for each bad field, and stores nothing', async () => {
    const res = await t.agent
      .post('/api/leads')
      .send({ ...validQuote, customerName: '   ', customerPhone: '12345', motorcycleMake: '', timeframe: 'yesterday', pickupLocation: undefined })
      .expect(400);

    expect(res.body.message).toBe('Please correct the highlighted fields.');
    expect(res.body.fieldErrors).toEqual({
      customerName: ['Customer name is required'],
      customerPhone: ['Phone number must be at least 10 digits'],
      motorcycleMake: ['Motorcycle make is required'],
      timeframe: ['Choose when you need transport'],
      pickupLocation: ['Pickup location is required'],
    });
    expect(await leadCount()).toBe(0);
  });

  it.each([
    ['abcdefghij', 'Enter an Australian mobile or landline number, like 0412 345 678 or 02 9876 5432'],
    ['call me pls', 'Enter an Australian mobile or landline number, like 0412 345 678 or 02 9876 5432'],
    ['1234567890', 'Enter an Australian mobile or landline number, like 0412 345 678 or 02 9876 5432'],
    ['0412 345 6789', 'Phone number has too many digits: an Australian mobile or landline has 10, like 0412 345 678'],
    ['1300 668 722', '1300, 1800 and 13 numbers are not accepted: enter a mobile or landline number'],
    ['0412 345', 'Phone number must be at least 10 digits'],
  ])('when the phone is %j, then it answers 400 saying what is wrong and stores nothing', async (customerPhone, message) => {
    const res = await t.agent.post('/api/leads').send({ ...validQuote, customerPhone }).expect(400);
    expect(res.body.fieldErrors).toEqual({ customerPhone: [message] });
    expect(await leadCount()).toBe(0);
  });

  it('when the pickup date is in 2020 or the drop-off date is before the pickup date, then it answers 400 on that field', async () => {
    const past = await t.agent.post('/api/leads').send({ ...validQuote, preferredPickupDate: '2020-01-01' }).expect(400);
    expect(past.body.fieldErrors).toEqual({ preferredPickupDate: ['Pickup date cannot be in the past'] });
    const backwards = await t.agent.post('/api/leads').send({ ...validQuote, preferredPickupDate: '2030-03-04', preferredDropoffDate: '2030-03-03' }).expect(400);
    expect(backwards.body.fieldErrors).toEqual({ preferredDropoffDate: ['Drop-off date cannot be before the pickup date'] });
    expect(await leadCount()).toBe(0);
  });

  it('when the body is not JSON at all, then it answers 400 Malformed JSON body and stores nothing', async () => {
    const res = await t.agent.post('/api/leads').set('Content-Type', 'application/json').send('{"customerName": ').expect(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body' });
    expect(await leadCount()).toBe(0);
  });

  it('when the body is a JSON array, or a date is not on the calendar, then it answers 400 saying so and stores nothing', async () => {
    const array = await t.agent.post('/api/leads').send([validQuote]).expect(400);
    expect(array.body).toEqual({ message: 'The request body must be a JSON object' });
    const impossible = await t.agent.post('/api/leads').send({ ...validQuote, preferredPickupDate: '2030-02-30' }).expect(400);
    expect(impossible.body.fieldErrors).toEqual({ preferredPickupDate: ['Enter a valid date'] });
    expect(await leadCount()).toBe(0);
  });

  it('when the body says gzip but is not, then it answers 400 saying so in words, and stores nothing', async () => {
    const res = await t.agent
      .post('/api/leads')
      .set({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      .send(Buffer.from('{"customerName":"not gzip at all"}'))
      .expect(400);
    expect(res.body).toEqual({ message: 'The request body could not be decompressed' });
    expect(await leadCount()).toBe(0);
  });

  it('when the body is 200 KB, then it answers 413 with the envelope', async () => {
    const res = await t.agent
      .post('/api/leads')
      .send({ ...validQuote, specialRequests: 'x'.repeat(200 * 1024) })
      .expect(413);
    expect(res.body).toEqual({ message: 'Request body is too large' });
    expect(await leadCount()).toBe(0);
  });

  it('when the customer name is HTML, then it is stored verbatim as text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const res = await t.agent.post('/api/leads').send({ ...validQuote, customerName: name }).expect(201);
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, res.body.id));
    expect(stored?.customerName).toBe(name);
  });
});

describe('POST /api/leads rate limit', () => {
  it('when one IP sends more quotes than the limit, then it answers 429 with Retry-After and stores no more', async () => {
    const t = await createTestApp({ RATE_LIMIT_QUOTES: '2', RATE_LIMIT_WINDOW_SECONDS: '60' });
    try {
      // Different riders: a repeat of one rider's request would be merged (quote-merging.ts), not stored.
      await t.agent.post('/api/leads').send(validQuote).expect(201);
      await t.agent.post('/api/leads').send({ ...validQuote, customerPhone: '0412 558 302' }).expect(201);
      const res = await t.agent.post('/api/leads').send({ ...validQuote, customerPhone: '0412 558 303' }).expect(429);

      expect(res.body).toEqual({ message: 'Too many requests. Please try again later.' });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await t.database.db.select({ n: count() }).from(leads))[0]?.n).toBe(2);
    } finally {
      await t.close();
    }
  });
});
