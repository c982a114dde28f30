import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAuditLog, leads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLead, type TestLead } from '../../test/factories';
import { signedInAdmin } from '../../test/sign-in';

describe('GET and PATCH /api/admin/leads/:id', () => {
  let t: TestApp;
  let authorization: string;
  let adminId: number;
  let lead: TestLead;
  const patch = (id: number, body: unknown) => t.agent.patch(`/api/admin/leads/${id}`).set('Authorization', authorization).send(body as object);
  const stored = async (id: number) => (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0]!;
  /** Every column but the ones named, as stored. */
  const without = (row: TestLead, ...fields: Array<keyof TestLead>) => Object.fromEntries(Object.entries(row).filter(([key]) => !fields.includes(key as keyof TestLead)));

  beforeEach(async () => {
    t = await createTestApp();
    ({ authorization, admin: { id: adminId } } = await signedInAdmin(t));
    lead = await createLead(t, {
      urgency: 'within_month',
      inspectionType: 'shop',
      preferredLocation: 'Parramatta',
      vehicleRego: 'AB12CD',
      preferredPickupDate: '2025-03-10',
      preferredDropoffDate: '2025-03-12',
      latitude: -33.8,
      longitude: 151.0,
      dropoffLatitude: -32.9,
      dropoffLongitude: 151.7,
    });
  });
  afterEach(() => t.close());

  it('when a lead is read, then every field the form edits comes back as stored', async () => {
    const res = await t.agent.get(`/api/admin/leads/${lead.id}`).set('Authorization', authorization).expect(200);
    expect(res.body).toMatchObject({
      id: lead.id,
      jobReference: lead.jobReference,
      customerName: 'Olivia Harper-Lane',
      customerEmail: 'olivia.harper@example.com',
      motorcycleMake: 'Kawasaki',
      motorcycleYear: 2021,
      pickupLocation: '12 George Street, Parramatta NSW 2150',
      dropoffLocation: '48 Hunter Street, Newcastle NSW 2300',
      timeframe: 'this_week',
      urgency: 'within_month',
      inspectionType: 'shop',
      preferredPickupDate: '2025-03-10',
      pickupPlaced: true,
    });
    await t.agent.get('/api/admin/leads/999999').set('Authorization', authorization).expect(404);
  });

  it('when only the name is sent, then only the name changes: urgency, inspection, email and the rest keep their values', async () => {
    const res = await patch(lead.id, { customerName: 'Olivia Harper' }).expect(200);
    expect(res.body).toMatchObject({ customerName: 'Olivia Harper', urgency: 'within_month', inspectionType: 'shop', customerEmail: 'olivia.harper@example.com' });
    const after = await stored(lead.id);
    expect(after.customerName).toBe('Olivia Harper');
    expect(without(after, 'customerName')).toEqual(without(lead, 'customerName'));
  });

  it('when the pickup changes, then it is placed again by its locality; the drop-off keeps its coordinates', async () => {
    await patch(lead.id, { pickupLocation: '12 Smith St, Joondalup WA 6027', motorcycleMake: 'Honda', motorcycleModel: 'CB500X' }).expect(200);
    const after = await stored(lead.id);
    expect(after).toMatchObject({ pickupLocation: '12 Smith St, Joondalup WA 6027', latitude: -31.763347, longitude: 115.756405, motorcycleMake: 'Honda', motorcycleModel: 'CB500X' });
    expect(without(after, 'pickupLocation', 'latitude', 'longitude', 'motorcycleMake', 'motorcycleModel')).toEqual(
      without(lead, 'pickupLocation', 'latitude', 'longitude', 'motorcycleMake', 'motorcycleModel'),
    );
  });

  it('when the drop-off names no known place, then it is stored unplaced; clearing an optional field stores null', async () => {
    await patch(lead.id, { dropoffLocation: 'Somewhere unknown', vehicleRego: '  ', motorcycleYear: null, urgency: null }).expect(200);
    expect(await stored(lead.id)).toMatchObject({
      dropoffLocation: 'Somewhere unknown',
      dropoffLatitude: null,
      dropoffLongitude: null,
      latitude: -33.8,
      vehicleRego: null,
      motorcycleYear: null,
      urgency: null,
      inspectionType: 'shop',
    });
  });

  it('when a change is saved, then the audit log names the admin, the lead and the fields that changed', async () => {
    await patch(lead.id, { customerName: 'Olivia Harper', timeframe: 'this_week', canRollAndSteer: false }).expect(200);
    expect(await t.database.db.select().from(adminAuditLog)).toMatchObject([
      { adminUserId: adminId, action: 'lead.edit', targetType: 'lead', targetId: lead.id, details: { jobReference: lead.jobReference, fields: 'customerName, canRollAndSteer' } },
    ]);
  });

  it.each([
    [{ customerName: '  ' }, 'customerName', 'Customer name is required'],
    [{ pickupLocation: '' }, 'pickupLocation', 'Pickup location is required'],
    [{ customerPhone: '123' }, 'customerPhone', 'Phone number must be at least 10 digits'],
    [{ motorcycleYear: 1800 }, 'motorcycleYear', 'Vehicle year must be 1900 or later'],
    [{ timeframe: 'someday' }, 'timeframe', 'Choose when the rider needs transport'],
    [{ preferredDropoffDate: '2025-03-09' }, 'preferredDropoffDate', 'Drop-off date cannot be before the pickup date'],
  ])('when %j is sent, then 400 with the field message and nothing changes', async (body, field, message) => {
    const res = await patch(lead.id, body).expect(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
    expect(await stored(lead.id)).toEqual(lead);
    expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
  });

  it('when the lead does not exist, then 404', async () => {
    await patch(999999, { customerName: 'Nobody' }).expect(404);
  });
});
