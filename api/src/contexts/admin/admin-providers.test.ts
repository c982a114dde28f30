import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_PASSWORD, createUser } from '../../test/factories';
import { signIn, signedInAdmin } from '../../test/sign-in';

describe('admin providers', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  const get = (query: string) => t.agent.get(`/api/admin/providers${query}`).set('Authorization', admin.authorization);

  beforeEach(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterEach(() => t.close());

  describe('GET /api/admin/providers', () => {
    beforeEach(async () => {
      await createUser(t, {
        username: 'harbour-moto',
        firstName: 'Jordan',
        lastName: 'Mitchell',
        email: 'jordan@harbourmoto.com.au',
        phone: '0412 345 678',
        companyName: 'Harbour City Moto Transport',
        createdAt: new Date('2025-01-10T00:00:00Z'),
      });
      await createUser(t, { username: 'solo-rider-van', firstName: 'Sam', lastName: 'Lee', companyName: null, isActive: false, createdAt: new Date('2025-02-10T00:00:00Z') });
      await createUser(t, { username: 'percent_100', firstName: 'Alex', lastName: 'Kerr', companyName: 'Outback 50% Haulage', createdAt: new Date('2025-03-10T00:00:00Z') });
      await createUser(t, { username: 'just-a-rider', userType: 'customer', firstName: 'Jordan', lastName: 'Rider' });
    });

    it('when listed without a search, then only providers are listed, newest first, with the card fields', async () => {
      const res = await get('').expect(200);
      expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(res.body.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Alex', 'Sam', 'Jordan']);
      expect(res.body.items[2]).toEqual({
        id: expect.any(Number),
        firstName: 'Jordan',
        lastName: 'Mitchell',
        email: 'jordan@harbourmoto.com.au',
        phone: '0412 345 678',
        companyName: 'Harbour City Moto Transport',
        isActive: true,
        isVerified: false,
        hasServiceLocation: false,
        badges: { verified: false, insured: false },
        createdAt: '2025-01-10T00:00:00.000Z',
      });
      expect(res.body.items[1]).toMatchObject({ companyName: null, isActive: false });
    });

    it.each([
      ['full name, any case', 'jORDAN mitch', ['Jordan']],
      ['email', 'harbourmoto.com', ['Jordan']],
      ['company', 'city moto', ['Jordan']],
      ['username', 'SOLO-RIDER', ['Sam']],
      ['a literal % (not a wildcard)', '50%', ['Alex']],
      ['a literal _ (not a wildcard)', 't_1', ['Alex']],
      ['nothing matching', 'zzz', []],
    ])('when searching by %s, then the matching providers are listed', async (_what, q, names) => {
      const res = await get(`?q=${encodeURIComponent(q)}`).expect(200);
      expect(res.body.items.map((p: { firstName: string }) => p.firstName)).toEqual(names);
      expect(res.body.total).toBe(names.length);
    });

    it('when paging, then each page holds pageSize providers and the total counts all', async () => {
      const second = await get('?page=2&pageSize=2').expect(200);
      expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.body.items.map((p: { firstName: string }) => p.firstName)).toEqual(['Jordan']);
    });

    it('when the paging values are not positive whole numbers or too large, then it answers 400 with field errors', async () => {
      const res = await get('?page=0&pageSize=abc').expect(400);
      expect(Object.keys(res.body.fieldErrors).sort()).toEqual(['page', 'pageSize']);
      await get('?pageSize=101').expect(400);
      await get('?q=a&q=b').expect(400);
    });
  });

  describe('PATCH /api/admin/providers/:id/status', () => {
    it('when a provider is deactivated, then it is inactive, its session stops working, and the change is audited', async () => {
      const provider = await createUser(t, { username: 'to-be-paused' });
      const cookie = await signIn(t, provider.username);
      await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(200);

      const res = await t.agent
        .patch(`/api/admin/providers/${provider.id}/status`)
        .set('Authorization', admin.authorization)
        .send({ isActive: false })
        .expect(200);

      expect(res.body).toMatchObject({ id: provider.id, isActive: false });
      await t.agent.get('/api/auth/me').set('Cookie', cookie).expect(401);
      const again = await t.agent.post('/api/auth/login').send({ username: 'to-be-paused', password: TEST_PASSWORD });
      expect(again.status).toBeGreaterThanOrEqual(400);
      expect(again.headers['set-cookie']).toBeUndefined();
      const [stored] = await t.database.db.select().from(users).where(eq(users.id, provider.id));
      expect(stored).toMatchObject({ isActive: false, sessionVersion: provider.sessionVersion + 1 });
      expect(await t.database.db.select().from(adminAuditLog)).toEqual([
        {
          id: expect.any(Number),
          adminUserId: admin.admin.id,
          action: 'provider.deactivate',
          targetType: 'user',
          targetId: provider.id,
          details: { isActive: false, email: 'to-be-paused@example.com' },
          createdAt: expect.any(Date),
        },
      ]);
    });

    it('when a provider is deactivated and re-activated, then its team member\'s old session stays ended and a fresh sign-in works', async () => {
      const owner = await createUser(t, { username: 'fleet-owner' });
      const member = await createUser(t, { username: 'fleet-driver', userType: 'team_member', teamOwnerId: owner.id });
      const otherOwner = await createUser(t, { username: 'other-owner' });
      const other = await createUser(t, { username: 'other-driver', userType: 'team_member', teamOwnerId: otherOwner.id });
      const memberCookie = await signIn(t, member.username);
      const otherCookie = await signIn(t, other.username);
      await t.agent.get('/api/auth/me').set('Cookie', memberCookie).expect(200);
      const status = (isActive: boolean) =>
        t.agent.patch(`/api/admin/providers/${owner.id}/status`).set('Authorization', admin.authorization).send({ isActive }).expect(200);

      await status(false);
      await t.agent.get('/api/auth/me').set('Cookie', memberCookie).expect(401);
      await status(true);

      await t.agent.get('/api/auth/me').set('Cookie', memberCookie).expect(401);
      const [stored] = await t.database.db.select().from(users).where(eq(users.id, member.id));
      expect(stored?.sessionVersion).toBe(member.sessionVersion + 1);
      await t.agent.get('/api/auth/me').set('Cookie', await signIn(t, member.username)).expect(200);
      // Another owner's team is untouched.
      await t.agent.get('/api/auth/me').set('Cookie', otherCookie).expect(200);
    });

    it('when an inactive provider is activated, then it can sign in again with a new session, and the change is audited', async () => {
      const provider = await createUser(t, { username: 'coming-back', isActive: false });
      await t.agent.patch(`/api/admin/providers/${provider.id}/status`).set('Authorization', admin.authorization).send({ isActive: true }).expect(200);
      await t.agent.get('/api/auth/me').set('Cookie', await signIn(t, provider.username)).expect(200);
      const audit = await t.database.db.select().from(adminAuditLog);
      expect(audit.map((row) => row.action)).toEqual(['provider.activate']);
    });

    it('when the id is unknown, not a number, or not a provider, then it answers 404 and nothing is audited', async () => {
      const rider = await createUser(t, { username: 'rider-only', userType: 'customer' });
      for (const id of ['999999', 'abc', String(rider.id), String(admin.admin.id)]) {
        await t.agent.patch(`/api/admin/providers/${id}/status`).set('Authorization', admin.authorization).send({ isActive: false }).expect(404);
      }
      const [storedAdmin] = await t.database.db.select().from(users).where(eq(users.id, admin.admin.id));
      expect(storedAdmin?.isActive).toBe(true);
      expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
    });

    it('when isActive is missing or not a boolean, then it answers 400 and changes nothing', async () => {
      const provider = await createUser(t, { username: 'steady' });
      const res = await t.agent.patch(`/api/admin/providers/${provider.id}/status`).set('Authorization', admin.authorization).send({ isActive: 'no' }).expect(400);
      expect(res.body.fieldErrors).toEqual({ isActive: ['isActive must be true or false'] });
      await t.agent.patch(`/api/admin/providers/${provider.id}/status`).set('Authorization', admin.authorization).send({}).expect(400);
      const [stored] = await t.database.db.select().from(users).where(eq(users.id, provider.id));
      expect(stored?.isActive).toBe(true);
      expect(await t.database.db.select().from(adminAuditLog)).toEqual([]);
    });
  });
});
