import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableLead, AvailableLeadsPage, PurchasedLead } from '@motohaul/contracts';
import { createLead, createProvider, createSuperAdmin, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CONTACT_DETAILS_MARKER } from './lead-masking';
import { contactInName, contactInText } from './test-support/contact-spellings';

// Issue 14, 'Nothing leaks before purchase': contact details typed into free text never reach a provider
// through GET /api/leads before they buy the lead; the buyer and the super admin see the original text.

describe('contact details in free text, through GET /api/leads', () => {
  let t: TestApp;
  let provider: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ LEAD_PRICE: '25', RATE_LIMIT_QUOTES: '1000' });
    provider = await createProvider(t);
    admin = await createSuperAdmin(t);
  });
  afterAll(() => t.close());

  const quote = { customerName: 'Olivia Harper-Lane', motorcycleMake: 'Honda', pickupLocation: 'Parramatta NSW 2150', dropoffLocation: 'Newcastle NSW 2300' };
  let riders = 0;

  const listAs = async (user: TestUser): Promise<{ text: string; leads: AvailableLead[] }> => {
    const res = await t.agent.get('/api/leads?limit=100').set('Cookie', await cookieFor(t, user)).expect(200);
    return { text: res.text, leads: (res.body as AvailableLeadsPage).leads };
  };

  it('when a rider writes a phone number or email in any common spelling into free text, then no unbought lead shows it to a provider', async () => {
    await fc.assert(
      fc.asyncProperty(contactInText, contactInText, contactInName, async (request, vehicle, name) => {
        const model = [vehicle.text, vehicle.secret].find((text) => text.length <= 100);
        fc.pre(model !== undefined);
        // Through POST /api/leads, as a rider sends it (a new phone each time, so no request merges).
        riders += 1;
        const created = await t.agent
          .post('/api/leads')
          .send({
            ...quote,
            customerName: name.text,
            customerPhone: `0412 ${String(riders).padStart(6, '0')}`,
            specialRequests: request.text,
            motorcycleModel: model,
          })
          .expect(201);
        const lead = created.body as { id: number };
        const { text, leads } = await listAs(provider);
        const shown = leads.find((l) => l.id === lead.id);
        expect(shown?.specialRequests).toContain(CONTACT_DETAILS_MARKER);
        const json = JSON.stringify(shown);
        for (const secret of [request.secret, vehicle.secret, name.secret]) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
        expect(shown?.motorcycleModel).toContain(CONTACT_DETAILS_MARKER);
        expect(shown?.customerName).toContain(CONTACT_DETAILS_MARKER);
        // The generated text holds no digits of its own: any digit left (full-width too) would be part of a number.
        expect(`${shown?.specialRequests}${shown?.motorcycleModel}${shown?.customerName}`).not.toMatch(/[\d\uff10-\uff19]/);
        expect(json).not.toMatch(/@|\bat\b.*\bdot\b/i);
      }),
      { numRuns: 40 },
    );
  });

  it('when a provider buys the lead, then their purchased lead and the super admin see the original text', async () => {
    const original = 'Call me on 0412 345 678 or jo.smith@gmail.com, photos at www.fastbikes.com.au';
    const lead = await createLead(t, { specialRequests: original });
    expect((await listAs(admin)).leads.find((l) => l.id === lead.id)?.specialRequests).toBe(original);

    const buyerCookie = await cookieFor(t, provider);
    await t.agent
      .post(`/api/leads/${lead.id}/purchase`)
      .set('Cookie', buyerCookie)
      .send({ buyerName: 'Casey Provider', buyerEmail: 'casey@example.com', buyerPhone: '0400 111 222' })
      .expect(201);
    const purchased = (await t.agent.get('/api/my-purchased-leads').set('Cookie', buyerCookie).expect(200)).body as PurchasedLead[];
    expect(purchased.find((p) => p.leadId === lead.id)?.specificRequests).toBe(original);
  });

  it('when the text holds no contact details, then a provider sees it unchanged', async () => {
    const ordinary = '2015 Honda CBR 600, needs 2 straps, pickup 12/03/2026 from 2150, happy to pay $250';
    const lead = await createLead(t, { specialRequests: ordinary });
    expect((await listAs(provider)).leads.find((l) => l.id === lead.id)?.specialRequests).toBe(ordinary);
  });

  it('when a pickup or drop-off holds a phone number, then a provider sees the place with the number masked', async () => {
    // Issue 27: the whole pickup was withheld, so a provider saw 'Pickup not given' on a lead 1950 km away.
    riders += 1;
    const created = await t.agent
      .post('/api/leads')
      .send({
        ...quote,
        customerPhone: `0412 ${String(riders).padStart(6, '0')}`,
        motorcycleModel: 'CB500',
        pickupLocation: 'Broome WA 6725 call 0412 999 888',
        dropoffLocation: 'Cairns QLD 4870, ph ０４１２ ９９９ ８８８',
      })
      .expect(201);
    const shown = (await listAs(provider)).leads.find((l) => l.id === (created.body as { id: number }).id);
    expect(shown?.pickupLocation).toBe('Broome WA 6725');
    expect(shown?.dropoffLocation).toBe('Cairns QLD 4870');
  });
});
