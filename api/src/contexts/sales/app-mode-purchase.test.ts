import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPurchases } from '../../db/schema';
import { createLead, createVerifiedProvider } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 13: `npm start` runs demo mode (APP_MODE=demo), where a purchase without a card works; a deployment
// (production, no APP_MODE, no Stripe key) stays live and refuses it exactly as before.

const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars!!' };
const form = { buyerName: 'Casey Provider', buyerEmail: 'casey@example.com', buyerPhone: '0400 111 222', buyerCompany: 'Casey Moto' };

async function buyWithoutCard(t: TestApp) {
  // Verified and insured, so that live mode's refusal is about the card alone.
  const provider = await createVerifiedProvider(t);
  const lead = await createLead(t);
  return t.agent.post(`/api/leads/${lead.id}/purchase`).set('Cookie', await cookieFor(t, provider)).send(form);
}

describe('a purchase without a card in live mode (production, no Stripe key, no APP_MODE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(production);
  });
  afterAll(() => t.close());

  it('when the browser asks for the settings, then the mode is live and the fallback is off', async () => {
    expect((await t.agent.get('/api/config/public')).body).toMatchObject({ appMode: 'live' });
    expect((await t.agent.get('/api/config/payments')).body).toEqual({ stripePublishableKey: null, fallbackPurchaseEnabled: false });
  });

  it('when a provider buys without paying, then it answers 402 and nothing is sold', async () => {
    const res = await buyWithoutCard(t);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ message: 'Payment is required: pay by card to purchase this lead.' });
    expect(await t.database.db.select().from(leadPurchases)).toHaveLength(0);
  });
});

describe('a purchase without a card in demo mode (production with APP_MODE=demo, as npm start runs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...production, APP_MODE: 'demo' });
  });
  afterAll(() => t.close());

  it('when the browser asks for the settings, then the mode is demo and the fallback is on', async () => {
    expect((await t.agent.get('/api/config/public')).body).toMatchObject({ appMode: 'demo' });
    expect((await t.agent.get('/api/config/payments')).body).toEqual({ stripePublishableKey: null, fallbackPurchaseEnabled: true });
  });

  it('when a provider buys without paying, then the purchase is recorded at the list price', async () => {
    const res = await buyWithoutCard(t);
    expect(res.status).toBe(201);
    expect(res.body.purchase).toMatchObject({ amountPaid: '25.00', paymentStatus: 'completed', salesStage: 'purchased' });
    expect(await t.database.db.select().from(leadPurchases)).toHaveLength(1);
  });
});
