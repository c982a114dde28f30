import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATIC_DECIDER, type AdminClaimsResponse, type PurchasedLead, type QuoteStatusResponse } from '@motohaul/contracts';
import { users } from '../schema';
import { cookieFor, signedInAdmin } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_CANCELLED_EARLY_TOKEN, DEMO_CANCELLED_LATE_TOKEN, DEMO_EARLY_REASON, DEMO_LATE_REASON, DEMO_WAITING_TOKEN } from './demo-cancellations';
import { seedDatabase } from './seed';

describe("the demo's riders' cancellations (issue 47 item 3)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDatabase(t.database.db, { seedDemo: true, admin: null, leadPrice: '25.00' });
  });
  afterAll(() => t.close());

  const statusOf = async (token: string) => (await t.agent.get(`/api/quote-status/${token}`).expect(200)).body as QuoteStatusResponse;

  it('when the walk opens the demo links, then one request is cancelled and credited, one cancelled with a pending claim, one may be cancelled', async () => {
    expect(await statusOf(DEMO_CANCELLED_EARLY_TOKEN)).toMatchObject({ state: 'cancelled', canCancel: false, cancellation: { reason: DEMO_EARLY_REASON } });
    expect(await statusOf(DEMO_CANCELLED_LATE_TOKEN)).toMatchObject({ state: 'cancelled', cancellation: { reason: DEMO_LATE_REASON } });
    expect(await statusOf(DEMO_WAITING_TOKEN)).toMatchObject({ state: 'waiting', canCancel: true });
  });

  it('when the admin opens Claims, then the automatic claim is approved with the credit and the later one waits; the provider sees both and owes no credit', async () => {
    const { authorization } = await signedInAdmin(t);
    const all = ((await t.agent.get('/api/admin/claims?status=all').set('Authorization', authorization).expect(200)).body as AdminClaimsResponse).claims;
    const riders = all.filter((claim) => claim.reason === 'rider_cancelled');
    expect(riders.map((claim) => [claim.note, claim.status, claim.decidedBy, claim.creditedAmount]).sort()).toEqual([
      [DEMO_EARLY_REASON, 'approved', AUTOMATIC_DECIDER, '25.00'],
      [DEMO_LATE_REASON, 'pending', null, null],
    ]);

    const [provider] = await t.database.db.select().from(users).where(eq(users.username, 'demo-provider'));
    const cookie = await cookieFor(t, provider!);
    const mine = (await t.agent.get('/api/my-purchased-leads').set('Cookie', cookie).expect(200)).body as PurchasedLead[];
    expect(mine.filter((purchase) => purchase.riderCancellation).map((purchase) => purchase.riderCancellation!.reason).sort()).toEqual([DEMO_EARLY_REASON, DEMO_LATE_REASON]);
    // The credit was spent on another lead: the demo provider's next purchase pays the price.
    expect(mine.find((purchase) => purchase.customerName === 'Mia Clarke')).toMatchObject({ amountPaid: '0.00', creditApplied: '25.00' });
    expect((await t.agent.get('/api/provider-credits').set('Cookie', cookie).expect(200)).body).toEqual({ balance: '0.00' });
  });
});
