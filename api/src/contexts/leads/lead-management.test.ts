import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableLeadsPage, PurchasedLead } from '@motohaul/contracts';
import { leadPurchases, leads } from '../../db/schema';
import { createLead, createProvider, createSoldLead, createSuperAdmin, createTeamMember, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const manualLead = {
  customerName: 'Priya Walsh',
  customerPhone: '0433 222 111',
  customerEmail: 'priya@example.com',
  vehicleMake: 'Ducati',
  vehicleModel: 'Monster',
  vehicleYear: 2022,
  vehicleRego: 'DUC22',
  urgency: 'urgent',
  travelDistance: 35,
  preferredLocation: 'Wollongong NSW 2500',
  inspectionType: 'mobile',
  specificRequests: 'Garage access only after 5pm',
  budgetConcern: 'somewhat_important',
  previousExperience: 'regular_customer',
};

describe('lead management', () => {
  let t: TestApp;
  let provider: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    provider = await createProvider(t, { firstName: 'Sam', lastName: 'Carter' });
    admin = await createSuperAdmin(t);
  });
  afterAll(() => t.close());

  const as = (user: TestUser) => cookieFor(t, user);

  it('when a provider adds a manual lead, then it is theirs at 0.00 in Purchased and never offered to others', async () => {
    const res = await t.agent.post('/api/leads/manual').set('Cookie', await as(provider)).send(manualLead).expect(201);

    expect(res.body).toMatchObject({ id: expect.any(Number), jobReference: expect.stringMatching(/^MT-/) });
    expect(res.body.purchase).toMatchObject({
      leadId: res.body.id,
      buyerId: provider.id,
      buyerName: 'Sam Carter',
      amountPaid: '0.00',
      salesStage: 'purchased',
      customerName: 'Priya Walsh',
      vehicleMake: 'Ducati',
      vehicleYear: 2022,
      vehicleRego: 'DUC22',
      urgency: 'urgent',
      travelDistance: 35,
      preferredLocation: 'Wollongong NSW 2500',
      inspectionType: 'mobile',
      specificRequests: 'Garage access only after 5pm',
      budgetConcern: 'somewhat_important',
      previousExperience: 'regular_customer',
    });
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, res.body.id));
    expect(stored).toMatchObject({ createdById: provider.id, status: 'sold' });
    const mine = (await t.agent.get('/api/my-purchased-leads').set('Cookie', await as(provider))).body as PurchasedLead[];
    expect(mine.map((p) => p.leadId)).toContain(res.body.id);
    const offered = (await t.agent.get('/api/leads').set('Cookie', await as(await createProvider(t)))).body as AvailableLeadsPage;
    expect(offered.leads.some((l) => l.id === res.body.id)).toBe(false);
  });

  it('when a manual lead is invalid or the caller a team member, then nothing is stored', async () => {
    const before = (await t.database.db.select().from(leads)).length;
    const res = await t.agent
      .post('/api/leads/manual')
      .set('Cookie', await as(provider))
      .send({ ...manualLead, customerName: '', vehicleYear: 1800, travelDistance: 500 })
      .expect(400);
    expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['customerName', 'travelDistance', 'vehicleYear']);
    await t.agent.post('/api/leads/manual').set('Cookie', await as(await createTeamMember(t, provider))).send(manualLead).expect(403);
    expect((await t.database.db.select().from(leads)).length).toBe(before);
  });

  it('when a super admin edits a lead, then the sent fields change and the rest stay', async () => {
    const lead = await createLead(t, { vehicleRego: 'KEEP1', specialRequests: 'Keep me' });
    const res = await t.agent
      .patch(`/api/leads/${lead.id}`)
      .set('Cookie', await as(admin))
      .send({ customerName: 'Olivia Harper', customerPhone: '0499 888 777', customerEmail: '', vehicleYear: '2019', urgency: 'within_month' })
      .expect(200);
    expect(res.body).toMatchObject({
      id: lead.id,
      customerName: 'Olivia Harper',
      customerPhone: '+61499888777',
      customerEmail: null,
      vehicleYear: 2019,
      urgency: 'within_month',
      vehicleRego: 'KEEP1',
      specificRequests: 'Keep me',
      vehicleMake: 'Kawasaki',
    });
  });

  it('when an edit leaves out the email, urgency and inspection type, then they keep their stored values (issue 19)', async () => {
    const lead = await createLead(t, { urgency: null, inspectionType: null });
    await t.agent
      .patch(`/api/leads/${lead.id}`)
      .set('Cookie', await as(admin))
      .send({ customerName: 'Olivia Harper', customerPhone: lead.customerPhone })
      .expect(200);
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored).toMatchObject({ customerName: 'Olivia Harper', customerEmail: 'olivia.harper@example.com', urgency: null, inspectionType: null });
  });

  describe('an edit writes only the fields sent (issue 19)', () => {
    const placedLead = () =>
      createLead(t, {
        urgency: null,
        inspectionType: null,
        vehicleRego: 'AB12CD',
        preferredLocation: 'Parramatta',
        latitude: -33.8,
        longitude: 151.0,
        dropoffLatitude: -32.9,
        dropoffLongitude: 151.7,
      });
    const stored = async (id: number) => (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0]!;
    /** Every column but the ones named, as stored. */
    const without = (row: Record<string, unknown>, ...fields: string[]) => Object.fromEntries(Object.entries(row).filter(([key]) => !fields.includes(key)));
    const edit = async (id: number, body: object) => t.agent.patch(`/api/leads/${id}`).set('Cookie', await as(admin)).send(body);

    it('when only the name is sent, then only the name changes: an unset urgency and inspection type stay unset', async () => {
      const lead = await placedLead();
      const res = await edit(lead.id, { customerName: 'Olivia Harper' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ customerName: 'Olivia Harper', urgency: null, inspectionType: null, customerPhone: lead.customerPhone });
      const after = await stored(lead.id);
      expect(after.customerName).toBe('Olivia Harper');
      expect(without(after, 'customerName')).toEqual(without(lead, 'customerName'));
    });

    it('when the pickup changes, then it is placed again by its locality and the drop-off keeps its coordinates', async () => {
      const lead = await placedLead();
      const res = await edit(lead.id, { pickupLocation: '12 Smith St, Joondalup WA 6027', vehicleMake: 'Honda', vehicleModel: 'CB500X' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ pickupLocation: '12 Smith St, Joondalup WA 6027', vehicleMake: 'Honda', vehicleModel: 'CB500X' });
      const after = await stored(lead.id);
      expect(after).toMatchObject({ latitude: -31.763347, longitude: 115.756405, dropoffLatitude: -32.9, dropoffLongitude: 151.7 });
      const moved = ['pickupLocation', 'latitude', 'longitude', 'motorcycleMake', 'motorcycleModel'];
      expect(without(after, ...moved)).toEqual(without(lead, ...moved));
    });

    it('when the drop-off names no known place, then it is stored unplaced; the same pickup sent again keeps its coordinates', async () => {
      const lead = await placedLead();
      expect((await edit(lead.id, { dropoffLocation: 'Somewhere unknown', pickupLocation: lead.pickupLocation! })).status).toBe(200);
      expect(await stored(lead.id)).toMatchObject({
        dropoffLocation: 'Somewhere unknown',
        dropoffLatitude: null,
        dropoffLongitude: null,
        pickupLocation: lead.pickupLocation,
        latitude: -33.8,
        longitude: 151.0,
      });
    });

    it('when optional fields are sent blank, then they are cleared; a blank pickup, make or model is refused', async () => {
      const lead = await placedLead();
      expect((await edit(lead.id, { vehicleRego: ' ', vehicleYear: '', preferredLocation: '', urgency: 'urgent' })).status).toBe(200);
      expect(await stored(lead.id)).toMatchObject({ vehicleRego: null, motorcycleYear: null, preferredLocation: null, urgency: 'urgent', inspectionType: null });
      const refused = await edit(lead.id, { pickupLocation: ' ', vehicleMake: '', vehicleModel: '' });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({
        pickupLocation: ['Pickup location is required'],
        vehicleMake: ['Motorcycle make is required'],
        vehicleModel: ['Motorcycle model is required'],
      });
      expect(await stored(lead.id)).toMatchObject({ pickupLocation: lead.pickupLocation, motorcycleMake: lead.motorcycleMake });
    });

    it('when nothing is sent, then nothing changes (an unknown lead is still 404)', async () => {
      const lead = await placedLead();
      expect((await edit(lead.id, {})).status).toBe(200);
      expect(await stored(lead.id)).toEqual(lead);
      expect((await edit(999999, {})).status).toBe(404);
    });
  });

  it('when an edit is invalid, the lead unknown or the caller not a super admin, then it is refused', async () => {
    const lead = await createLead(t);
    const edit = { customerName: 'X Y', customerPhone: '0499888777' };
    await t.agent.patch(`/api/leads/${lead.id}`).set('Cookie', await as(admin)).send({ ...edit, vehicleYear: '20x9' }).expect(400);
    await t.agent.patch(`/api/leads/${lead.id}`).set('Cookie', await as(admin)).send({ customerName: '' }).expect(400);
    await t.agent.patch('/api/leads/999999').set('Cookie', await as(admin)).send(edit).expect(404);
    await t.agent.patch(`/api/leads/${lead.id}`).set('Cookie', await as(provider)).send(edit).expect(403);
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored?.customerName).toBe('Olivia Harper-Lane');
  });

  it('when a super admin archives an available lead, then it leaves the list with its data kept', async () => {
    const lead = await createLead(t);
    await t.agent.post(`/api/leads/${lead.id}/archive`).set('Cookie', await as(provider)).expect(403);
    const res = await t.agent.post(`/api/leads/${lead.id}/archive`).set('Cookie', await as(admin)).expect(200);
    expect(res.body).toMatchObject({ id: lead.id, isArchived: true, customerName: 'Olivia Harper-Lane' });
    const page = (await t.agent.get('/api/leads?limit=100').set('Cookie', await as(admin))).body as AvailableLeadsPage;
    expect(page.leads.some((l) => l.id === lead.id)).toBe(false);
    await t.agent.post(`/api/leads/${lead.id}/archive`).set('Cookie', await as(admin)).expect(200);

    const { lead: sold } = await createSoldLead(t, provider);
    await t.agent.post(`/api/leads/${sold.id}/archive`).set('Cookie', await as(admin)).expect(409);
    await t.agent.post('/api/leads/999999/archive').set('Cookie', await as(admin)).expect(404);
    expect(await t.database.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, sold.id))).toHaveLength(1);
  });
});
