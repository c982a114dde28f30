import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAuditLog, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createProvider, createSuperAdmin } from '../../test/factories';
import { signedInAdmin } from '../../test/sign-in';

describe('GET /api/admin/audit-log', () => {
  let t: TestApp;
  let authorization: string;
  let priya: number, sam: number, provider: number;
  const get = (query: string) => t.agent.get(`/api/admin/audit-log${query}`).set('Authorization', authorization);
  const actions = (body: { items: Array<{ action: string; createdAt: string }> }) => body.items.map((entry) => `${entry.action}@${entry.createdAt}`);

  beforeEach(async () => {
    t = await createTestApp();
    const signedIn = await signedInAdmin(t);
    authorization = signedIn.authorization;
    priya = signedIn.admin.id;
    sam = (await createSuperAdmin(t, { username: 'sam-admin', firstName: '', lastName: '' })).id;
    provider = (await createProvider(t)).id;
    await t.database.db.insert(adminAuditLog).values([
      // 3 March 23:30 UTC is 4 March 10:30 in Sydney.
      { adminUserId: priya, action: 'provider.deactivate', targetType: 'user', targetId: provider, details: { isActive: false }, createdAt: new Date('2025-03-03T23:30:00Z') },
      { adminUserId: sam, action: 'discount_code.create', targetType: 'discount_code', targetId: 5, details: { code: 'WELCOME10' }, createdAt: new Date('2025-03-05T01:00:00Z') },
      { adminUserId: priya, action: 'provider.activate', targetType: 'user', targetId: provider, details: { isActive: true }, createdAt: new Date('2025-03-06T02:00:00Z') },
      // 2 March 13:30 UTC is 3 March 00:30 in Sydney.
      { adminUserId: null, action: 'lead.edit', targetType: 'lead', targetId: 9, details: { fields: 'customerName' }, createdAt: new Date('2025-03-02T13:30:00Z') },
    ]);
  });
  afterEach(() => t.close());

  it('when read without filters, then every entry newest first with its admin, target and details, and the admins for the filter', async () => {
    const res = await get('').expect(200);
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(actions(res.body)).toEqual([
      'provider.activate@2025-03-06T02:00:00.000Z',
      'discount_code.create@2025-03-05T01:00:00.000Z',
      'provider.deactivate@2025-03-03T23:30:00.000Z',
      'lead.edit@2025-03-02T13:30:00.000Z',
    ]);
    expect(res.body.items[1]).toEqual({
      id: expect.any(Number),
      admin: { id: sam, name: 'sam-admin' },
      action: 'discount_code.create',
      targetType: 'discount_code',
      targetId: 5,
      // No discount code 5 is stored: the entry names its target by id.
      targetName: null,
      details: { code: 'WELCOME10' },
      createdAt: '2025-03-05T01:00:00.000Z',
    });
    expect(res.body.items[0].admin).toEqual({ id: priya, name: 'Priya Shah' });
    // A provider is named as the admin panel lists them.
    const [target] = await t.database.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, provider));
    expect(res.body.items[0].targetName).toBe(`${target!.firstName} ${target!.lastName}`);
    // An entry whose admin account was deleted still shows, without an admin.
    expect(res.body.items[3].admin).toBeNull();
    expect(res.body.admins).toEqual([
      { id: priya, name: 'Priya Shah' },
      { id: sam, name: 'sam-admin' },
    ]);
  });

  it('when filtered by admin and by action, then only those entries are listed and counted', async () => {
    const byAdmin = await get(`?adminId=${priya}`).expect(200);
    expect(byAdmin.body.items.map((entry: { action: string }) => entry.action)).toEqual(['provider.activate', 'provider.deactivate']);
    expect(byAdmin.body.total).toBe(2);
    const byAction = await get('?action=discount_code.create').expect(200);
    expect(byAction.body.items.map((entry: { admin: { id: number } }) => entry.admin.id)).toEqual([sam]);
  });

  it('when filtered by dates, then both are Sydney calendar days and both are included', async () => {
    const res = await get('?from=2025-03-04&to=2025-03-05').expect(200);
    expect(actions(res.body)).toEqual(['discount_code.create@2025-03-05T01:00:00.000Z', 'provider.deactivate@2025-03-03T23:30:00.000Z']);
    expect(actions((await get('?to=2025-03-03').expect(200)).body)).toEqual(['lead.edit@2025-03-02T13:30:00.000Z']);
    expect((await get('?from=2025-03-06').expect(200)).body.total).toBe(1);
  });

  it('when paged, then each page holds pageSize entries and the total stays', async () => {
    const second = await get('?page=2&pageSize=3').expect(200);
    expect(second.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(actions(second.body)).toEqual(['lead.edit@2025-03-02T13:30:00.000Z']);
  });

  it.each([
    ['?action=provider.delete', 'action', 'Choose a recorded action'],
    ['?adminId=abc', 'adminId', 'Must be a whole number'],
    ['?from=2025-13-01', 'from', 'Enter a valid date'],
    ['?from=2025-03-05&to=2025-03-04', 'to', 'The end date cannot be before the start date'],
  ])('when asked for %s, then 400 with the field message', async (query, field, message) => {
    const res = await get(query).expect(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
  });
});
