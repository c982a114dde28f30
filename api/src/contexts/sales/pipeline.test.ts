import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchasedLead } from '@motohaul/contracts';
import { leadPurchases } from '../../db/schema';
import { createProvider, createSoldLead, createSuperAdmin, createTeamMember, createUser, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the pipeline routes', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createProvider(t);
    member = await createTeamMember(t, owner);
    rival = await createProvider(t);
  });
  afterAll(() => t.close());

  const as = (user: TestUser) => cookieFor(t, user);
  const list = async (user: TestUser, path = '/api/my-purchased-leads') =>
    (await t.agent.get(path).set('Cookie', await as(user)).expect(200)).body as PurchasedLead[];
  const stage = async (user: TestUser, purchaseId: number, body: object) =>
    t.agent.patch(`/api/lead-purchases/${purchaseId}/sales-stage`).set('Cookie', await as(user)).send(body);

  it('when an owner and their team member list purchases, then both see the owner’s, newest first, in full; nobody sees another’s', async () => {
    const older = await createSoldLead(t, owner, { customerName: 'Older Lead' });
    await t.database.db.update(leadPurchases).set({ purchasedAt: new Date('2020-01-01') }).where(eq(leadPurchases.id, older.purchase.id));
    const newer = await createSoldLead(t, owner, { customerName: 'Newer Lead', vehicleRego: 'ABC123', urgency: 'urgent' });
    const theirs = await createSoldLead(t, rival, { customerName: 'Rival Lead' });

    const mine = await list(owner);
    expect(mine.map((p) => p.id).slice(0, 2)).toEqual([newer.purchase.id, older.purchase.id]);
    expect(mine[0]).toMatchObject({
      leadId: newer.lead.id,
      customerName: 'Newer Lead',
      customerPhone: '0412 345 678',
      customerEmail: 'olivia.harper@example.com',
      vehicleMake: 'Kawasaki',
      vehicleRego: 'ABC123',
      urgency: 'urgent',
      amountPaid: '25.00',
      salesStage: 'purchased',
      isArchived: false,
    });
    expect(mine.some((p) => p.id === theirs.purchase.id)).toBe(false);
    expect((await list(member)).map((p) => p.id)).toEqual(mine.map((p) => p.id));
    expect((await list(owner, '/api/lead-purchases')).map((p) => p.id)).toEqual(mine.map((p) => p.id));
    expect((await list(rival)).map((p) => p.id)).toEqual([theirs.purchase.id]);
  });

  it('when a rider or nobody asks, then it is refused', async () => {
    await t.agent.get('/api/my-purchased-leads').set('Cookie', await as(await createUser(t, { userType: 'customer' }))).expect(403);
    await t.agent.get('/api/my-purchased-leads').expect(401);
  });

  it('when a stage is entered, then its time is stamped once and kept on later moves', async () => {
    const { purchase } = await createSoldLead(t, owner);
    const called = await stage(owner, purchase.id, { salesStage: 'called', salesNotes: 'Left a voicemail' });
    expect(called.status).toBe(200);
    expect(called.body).toMatchObject({ salesStage: 'called', salesNotes: 'Left a voicemail', calledAt: expect.any(String), bookedInAt: null });
    const firstCalledAt = called.body.calledAt as string;

    const booked = await stage(owner, purchase.id, { salesStage: 'booked_in' });
    expect(booked.body).toMatchObject({ salesStage: 'booked_in', salesNotes: 'Left a voicemail', calledAt: firstCalledAt, bookedInAt: expect.any(String) });
    const again = await stage(owner, purchase.id, { salesStage: 'called' });
    expect(again.body.calledAt).toBe(firstCalledAt);

    const paid = await stage(owner, purchase.id, { salesStage: 'invoice_paid', customerPaymentAmount: '450.50' });
    expect(paid.body).toMatchObject({ invoicePaidAt: expect.any(String), customerPaymentAmount: '450.50' });
    const cleared = await stage(owner, purchase.id, { salesStage: 'invoice_paid', customerPaymentAmount: '' });
    expect(cleared.body.customerPaymentAmount).toBeNull();
    for (const [salesStage, column] of [['finalised', 'finalisedAt'], ['declined', 'declinedAt']] as const) {
      expect((await stage(owner, purchase.id, { salesStage })).body[column]).toEqual(expect.any(String));
    }
    expect((await stage(owner, purchase.id, { salesStage: 'accepted_lead' })).body.salesStage).toBe('purchased');
  });

  it('when a lead moves back to an earlier stage, then the later stages’ dates are cleared and the earlier ones kept (ADR 0029)', async () => {
    const { purchase } = await createSoldLead(t, owner);
    const called = (await stage(owner, purchase.id, { salesStage: 'called' })).body as PurchasedLead;
    await stage(owner, purchase.id, { salesStage: 'booked_in' });
    const delivered = (await stage(owner, purchase.id, { salesStage: 'delivered' })).body as PurchasedLead;
    expect(delivered).toMatchObject({ calledAt: called.calledAt, bookedInAt: expect.any(String), safetyCheckPassedAt: expect.any(String) });
    await stage(owner, purchase.id, { salesStage: 'invoice_paid' });
    const finalised = (await stage(owner, purchase.id, { salesStage: 'finalised' })).body as PurchasedLead;
    expect(finalised).toMatchObject({ invoicePaidAt: expect.any(String), finalisedAt: expect.any(String) });

    // Declined keeps how far the lead had come; leaving it clears the declined date.
    const declined = (await stage(owner, purchase.id, { salesStage: 'declined' })).body as PurchasedLead;
    expect(declined).toMatchObject({ declinedAt: expect.any(String), finalisedAt: finalised.finalisedAt });

    const back = (await stage(owner, purchase.id, { salesStage: 'booked_in' })).body as PurchasedLead;
    expect(back).toMatchObject({
      salesStage: 'booked_in',
      calledAt: called.calledAt,
      bookedInAt: delivered.bookedInAt,
      safetyCheckPassedAt: null,
      invoicePaidAt: null,
      finalisedAt: null,
      declinedAt: null,
    });
    const purchased = (await stage(owner, purchase.id, { salesStage: 'purchased' })).body as PurchasedLead;
    expect(purchased).toMatchObject({ calledAt: null, bookedInAt: null });
  });

  it('when a team member moves the owner’s purchase, then it is allowed; another provider gets 404 and bad input 400', async () => {
    const { purchase } = await createSoldLead(t, owner);
    expect((await stage(member, purchase.id, { salesStage: 'delivered' })).body.salesStage).toBe('delivered');

    expect((await stage(rival, purchase.id, { salesStage: 'declined' })).status).toBe(404);
    expect((await stage(owner, 999_999, { salesStage: 'called' })).status).toBe(404);
    expect((await stage(owner, purchase.id, { salesStage: 'available' })).status).toBe(400);
    expect((await stage(owner, purchase.id, { salesStage: 'called', customerPaymentAmount: '-5' })).status).toBe(400);
    await t.agent.patch(`/api/lead-purchases/abc/sales-stage`).set('Cookie', await as(owner)).send({ salesStage: 'called' }).expect(404);
    const [stored] = await t.database.db.select().from(leadPurchases).where(eq(leadPurchases.id, purchase.id));
    expect(stored?.salesStage).toBe('delivered');
    expect(stored?.declinedAt).toBeNull();
  });

  it('when the owner archives a purchase, then it leaves the active list but keeps its data; team members and others cannot', async () => {
    const { purchase } = await createSoldLead(t, owner);
    await t.agent.post(`/api/lead-purchases/${purchase.id}/archive`).set('Cookie', await as(member)).expect(403);
    await t.agent.post(`/api/lead-purchases/${purchase.id}/archive`).set('Cookie', await as(rival)).expect(404);

    const res = await t.agent.post(`/api/lead-purchases/${purchase.id}/archive`).set('Cookie', await as(owner)).expect(200);
    expect(res.body).toMatchObject({ id: purchase.id, isArchived: true, archivedAt: expect.any(String) });
    expect((await list(owner)).some((p) => p.id === purchase.id)).toBe(false);
    expect((await list(owner, '/api/my-purchased-leads?includeArchived=true')).some((p) => p.id === purchase.id)).toBe(true);
  });

  it('when the owner unarchives a purchase, then it is back in the active list as it was; team members and others cannot', async () => {
    const { purchase } = await createSoldLead(t, owner);
    await stage(owner, purchase.id, { salesStage: 'called', salesNotes: 'Rang twice' });
    await t.agent.post(`/api/lead-purchases/${purchase.id}/archive`).set('Cookie', await as(owner)).expect(200);
    await t.agent.post(`/api/lead-purchases/${purchase.id}/unarchive`).set('Cookie', await as(member)).expect(403);
    await t.agent.post(`/api/lead-purchases/${purchase.id}/unarchive`).set('Cookie', await as(rival)).expect(404);
    expect((await list(owner)).some((p) => p.id === purchase.id)).toBe(false);

    const res = await t.agent.post(`/api/lead-purchases/${purchase.id}/unarchive`).set('Cookie', await as(owner)).expect(200);
    expect(res.body).toMatchObject({ id: purchase.id, isArchived: false, archivedAt: null, salesStage: 'called', salesNotes: 'Rang twice' });
    expect((await list(owner)).some((p) => p.id === purchase.id)).toBe(true);
    await t.agent.post(`/api/lead-purchases/999999/unarchive`).set('Cookie', await as(owner)).expect(404);
  });

  it('when the owner deletes a purchase, then it is archived (soft delete); others get 404', async () => {
    const { purchase } = await createSoldLead(t, owner);
    await t.agent.delete(`/api/lead-purchases/${purchase.id}`).set('Cookie', await as(rival)).expect(404);
    await t.agent.delete(`/api/lead-purchases/${purchase.id}`).set('Cookie', await as(member)).expect(403);
    await t.agent.delete(`/api/lead-purchases/${purchase.id}`).set('Cookie', await as(owner)).expect(204);
    const [stored] = await t.database.db.select().from(leadPurchases).where(eq(leadPurchases.id, purchase.id));
    expect(stored?.isArchived).toBe(true);
  });

  it('when a super admin works their own claims, then it behaves as for a provider', async () => {
    const admin = await createSuperAdmin(t);
    const { purchase } = await createSoldLead(t, admin);
    expect((await list(admin)).map((p) => p.id)).toEqual([purchase.id]);
    expect((await stage(admin, purchase.id, { salesStage: 'called' })).status).toBe(200);
  });
});
