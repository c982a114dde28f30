import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/auth/password';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from '../database';
import { discountCodes, leadPurchases, leads, suburbs, users } from '../schema';
import { seedDatabase } from './seed';

describe('seedDatabase', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.close());

  const counts = async () => {
    const { db } = database;
    const one = async (table: typeof users | typeof leads | typeof suburbs | typeof discountCodes | typeof leadPurchases) =>
      (await db.select({ n: count() }).from(table))[0]?.n;
    return { users: await one(users), leads: await one(leads), suburbs: await one(suburbs), codes: await one(discountCodes), purchases: await one(leadPurchases) };
  };

  it('when run twice on an empty database, then the demo data is created once', async () => {
    const options = { seedDemo: true, admin: null, leadPrice: '25.00' };
    expect((await seedDatabase(database.db, options)).demoSeeded).toBe(true);
    const first = await counts();
    expect((await seedDatabase(database.db, options)).demoSeeded).toBe(false);

    expect(await counts()).toEqual(first);
    expect(first).toMatchObject({ users: 3, suburbs: 18, codes: 3 });
    expect(first.leads).toBeGreaterThanOrEqual(18);
    const sold = await database.db.select({ n: count() }).from(leads).where(eq(leads.status, 'sold'));
    expect(sold[0]?.n).toBe(first.purchases);

    const [provider] = await database.db.select().from(users).where(eq(users.username, 'demo-provider'));
    expect(provider?.userType).toBe('provider');
    expect(await verifyPassword(provider!.password, 'provider123')).toBe(true);
    expect(provider!.password).toMatch(/^\$argon2id\$/);

    const [member] = await database.db.select().from(users).where(eq(users.username, 'demo-team'));
    expect(member).toMatchObject({ userType: 'team_member', teamOwnerId: provider!.id, isActive: true });
    expect(await verifyPassword(member!.password, 'team123')).toBe(true);
  });

  it('when demo seeding is off, then only the reference suburbs are created', async () => {
    await seedDatabase(database.db, { seedDemo: false, admin: null, leadPrice: '25.00' });
    expect(await counts()).toEqual({ users: 0, leads: 0, suburbs: 18, codes: 0, purchases: 0 });
  });

  it('when ADMIN credentials are set, then a super admin with them exists after every start, and a new password revokes old sessions', async () => {
    const admin = { username: 'Boss', password: 'first-password' };
    expect((await seedDatabase(database.db, { seedDemo: false, admin, leadPrice: '25.00' })).admin).toBe('created');
    expect((await seedDatabase(database.db, { seedDemo: false, admin, leadPrice: '25.00' })).admin).toBe('unchanged');

    const changed = { username: 'boss', password: 'second-password' };
    expect((await seedDatabase(database.db, { seedDemo: false, admin: changed, leadPrice: '25.00' })).admin).toBe('updated');

    const rows = await database.db.select().from(users).where(sql`lower(${users.username}) = 'boss'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userType: 'super_admin', isActive: true, sessionVersion: 2 });
    expect(await verifyPassword(rows[0]!.password, 'second-password')).toBe(true);
  });

  it('when two processes starting together seed one database, then the admin and the demo data are created once and neither start fails', async () => {
    const options = { seedDemo: true, admin: { username: 'Boss', password: 'first-password' }, leadPrice: '25.00' };
    const reports = await Promise.all([
      database.exclusive((db) => seedDatabase(db, options)),
      database.exclusive((db) => seedDatabase(db, options)),
    ]);

    expect(reports.map((report) => report.admin).sort()).toEqual(['created', 'unchanged']);
    expect(reports.map((report) => report.demoSeeded).sort()).toEqual([false, true]);
    expect(await counts()).toMatchObject({ users: 4, codes: 3 });
  });
});
