import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leads, suburbs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { signedInAdmin } from '../../test/sign-in';

describe('GET /api/admin/leads', () => {
  let t: TestApp;
  let authorization: string;
  const get = (query: string) => t.agent.get(`/api/admin/leads${query}`).set('Authorization', authorization);
  const ids = (body: { items: Array<{ id: number }> }) => body.items.map((lead) => lead.id);
  const lead = async (values: Partial<typeof leads.$inferInsert>) => {
    const [row] = await t.database.db
      .insert(leads)
      .values({ customerName: 'Rider', customerPhone: '0400 000 000', motorcycleMake: 'Honda', motorcycleModel: 'CB500X', ...values })
      .returning({ id: leads.id });
    return row!.id;
  };
  let quoted: number, sold: number, archived: number, manual: number;

  beforeEach(async () => {
    t = await createTestApp();
    ({ authorization } = await signedInAdmin(t));
    const provider = await createUser(t, { username: 'entering-provider' });
    const [bondi] = await t.database.db.insert(suburbs).values({ name: 'Bondi Beach', postcode: '2026' }).returning({ id: suburbs.id });
    quoted = await lead({
      motorcycleMake: 'Yamaha',
      motorcycleModel: 'MT-07',
      pickupLocation: '12 King St, Newtown NSW 2042',
      timeframe: 'asap',
      leadScore: 8,
      mergedRequests: 2,
      createdAt: new Date('2025-03-04T00:00:00Z'),
    });
    sold = await lead({ status: 'sold', pickupLocation: 'Fitzroy VIC 3065', suburbId: bondi!.id, canRollAndSteer: false, createdAt: new Date('2025-03-03T00:00:00Z') });
    archived = await lead({ motorcycleMake: 'Ducati', isArchived: true, pickupLocation: null, createdAt: new Date('2025-03-02T00:00:00Z') });
    manual = await lead({
      createdById: provider.id,
      status: 'sold',
      urgency: 'urgent',
      inspectionType: 'mobile',
      motorcycleModel: 'Africa Twin 100%',
      createdAt: new Date('2025-03-01T00:00:00Z'),
    });
  });
  afterEach(() => t.close());

  it('when listed without filters, then every lead is listed newest first with the card fields', async () => {
    const res = await get('').expect(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(ids(res.body)).toEqual([quoted, sold, archived, manual]);
    expect(res.body.items[0]).toEqual({
      id: quoted,
      jobReference: expect.stringMatching(/^MT-\d+$/),
      status: 'available',
      vehicleMake: 'Yamaha',
      vehicleModel: 'MT-07',
      customerSuburb: 'Newtown',
      leadScore: 8,
      createdAt: '2025-03-04T00:00:00.000Z',
      urgencyLevel: 'asap',
      serviceType: 'transport',
      isArchived: false,
      mergedRequests: 2,
    });
    // A linked suburb wins over the pickup text; a bike that cannot roll is a non-rolling job.
    expect(res.body.items[1]).toMatchObject({ customerSuburb: 'Bondi Beach', serviceType: 'transport_non_rolling', status: 'sold' });
    expect(res.body.items[2]).toMatchObject({ customerSuburb: null, isArchived: true, mergedRequests: 0 });
    expect(res.body.items[3]).toMatchObject({ urgencyLevel: 'urgent', serviceType: 'mobile' });
  });

  it.each([
    ['available', () => [quoted]],
    ['sold', () => [sold, manual]],
    ['archived', () => [archived]],
  ])('when filtered by status %s, then only those leads are listed', async (status, expected) => {
    const res = await get(`?status=${status}`).expect(200);
    expect(ids(res.body)).toEqual(expected());
    expect(res.body.total).toBe(expected().length);
  });

  it('when searched by make, model, suburb text, lead number or a literal %, then the matching leads are listed', async () => {
    expect(ids((await get('?q=ducati').expect(200)).body)).toEqual([archived]);
    expect(ids((await get('?q=newtown').expect(200)).body)).toEqual([quoted]);
    expect(ids((await get(`?q=%23${sold}`).expect(200)).body)).toEqual([sold]);
    expect(ids((await get('?q=100%25').expect(200)).body)).toEqual([manual]);
    expect(ids((await get('?status=available&q=ducati').expect(200)).body)).toEqual([]);
  });

  it('when paging, then the page and total are reported', async () => {
    const res = await get('?page=2&pageSize=3').expect(200);
    expect(res.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(ids(res.body)).toEqual([manual]);
  });

  it('when the status filter is unknown, then it answers 400 with a field error', async () => {
    const res = await get('?status=expired').expect(400);
    expect(res.body.fieldErrors).toEqual({ status: ['Choose available, sold or archived'] });
  });
});
