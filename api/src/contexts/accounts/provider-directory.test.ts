import express from 'express';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/database';
import { businessDetails, suburbs, users } from '../../db/schema';
import { approvedBusiness } from '../../db/seed/demo-business';
import { errorHandler } from '../../http/error-handler';
import { createTestApp, openTestDatabase } from '../../test/test-app';
import { forgivingLocator } from '../leads/leads-context';
import { createProviderDirectoryRepository } from './provider-directory-repository';
import { providerDirectoryRouter } from './provider-directory-router';
import { providerDirectorySearch } from './provider-directory-search';

type NewUser = typeof users.$inferInsert;

const provider = (username: string, fields: Partial<NewUser>): NewUser => ({
  username,
  password: 'not-a-real-hash',
  userType: 'provider',
  email: `${username}@example.com`,
  phone: '0400 000 000',
  firstName: 'First',
  lastName: 'Last',
  isVerified: true,
  ...fields,
});

/**
 * Inserts the providers, each with business details an admin approved (Verified, Insured for 300 days), but for the
 * usernames in `withoutBadges`: the directory lists only what the home page promises (issue 45 item 2).
 */
async function insertProviders(db: Database, rows: NewUser[], withoutBadges: string[] = []) {
  const inserted = await db.insert(users).values(rows).returning({ id: users.id, username: users.username });
  const approved = inserted.filter((row) => !withoutBadges.includes(row.username));
  if (approved.length > 0) await db.insert(businessDetails).values(approved.map((row) => ({ userId: row.id, ...approvedBusiness(new Date()) })));
}

describe('GET /api/providers/directory', () => {
  let database: DatabaseHandle;
  let agent: ReturnType<typeof request>;

  beforeEach(async () => {
    database = await openTestDatabase();
    await database.db.insert(suburbs).values([{ name: 'Parramatta', postcode: '2150' }]);
    await insertProviders(database.db, [
      provider('harbour', { companyName: 'Harbour Moto', serviceLocation: 'Parramatta NSW, Australia' }),
      provider('bay', { companyName: 'Bayside Bikes', serviceLocation: 'Brighton VIC 3186', serviceAreas: ['Melbourne'] }),
      provider('inactive', { companyName: 'Gone Transport', serviceLocation: 'Parramatta NSW', isActive: false }),
      provider('nolocation', { companyName: 'Nowhere Moto', serviceLocation: null }),
      provider('nocompany', { companyName: null, serviceLocation: 'Parramatta NSW' }),
      provider('unverified', { companyName: 'Any Text Transport', serviceLocation: 'Parramatta NSW', isVerified: false }),
      provider('nobadges', { companyName: 'Unchecked Moto', serviceLocation: 'Parramatta NSW' }),
      provider('lapsed', { companyName: 'Lapsed Cover Moto', serviceLocation: 'Parramatta NSW' }),
      { ...provider('rider', { companyName: 'Rider Co', serviceLocation: 'Parramatta NSW' }), userType: 'customer' },
    ], ['nobadges']);
    // Verified, but its approved insurance ran out yesterday.
    await database.db.update(businessDetails).set({ insuredUntil: '2020-01-01' }).where(sql`${businessDetails.userId} = (select id from users where username = 'lapsed')`);
    const app = express();
    app.use('/api', providerDirectoryRouter(providerDirectorySearch(createProviderDirectoryRepository(database.db))));
    app.use(errorHandler);
    agent = request(app);
  });

  afterEach(() => database.close());

  it('when no search is given, then it lists active providers, Verified with current insurance, with a company and a service location, by name', async () => {
    const res = await agent.get('/api/providers/directory').expect(200);
    expect(res.body.providers.map((p: { companyName: string }) => p.companyName)).toEqual(['Bayside Bikes', 'Harbour Moto']);
  });

  it('when listing, then no personal contact details leave the server', async () => {
    const res = await agent.get('/api/providers/directory').expect(200);
    expect(Object.keys(res.body.providers[0]).sort()).toEqual(['companyName', 'id', 'insured', 'reviews', 'serviceAreas', 'serviceLocation', 'serviceRadius', 'verified']);
    expect(JSON.stringify(res.body)).not.toMatch(/example\.com|0400|First|Last/);
  });

  it('when searching by suburb, service area or postcode, then only matching providers are listed', async () => {
    const names = async (q: string) =>
      (await agent.get('/api/providers/directory').query({ q }).expect(200)).body.providers.map(
        (p: { companyName: string }) => p.companyName,
      );
    expect(await names('parramatta')).toEqual(['Harbour Moto']);
    expect(await names('Melbourne')).toEqual(['Bayside Bikes']);
    expect(await names('3186')).toEqual(['Bayside Bikes']);
    expect(await names('2150')).toEqual(['Harbour Moto']);
    expect(await names('Perth')).toEqual([]);
    expect(await names('%')).toEqual([]);
  });

  it('when the search text is too long, then it answers 400 with the error envelope', async () => {
    const res = await agent.get('/api/providers/directory').query({ q: 'x'.repeat(101) }).expect(400);
    expect(res.body).toEqual({ message: 'Search text must be at most 100 characters' });
  });
});

describe('GET /api/providers/directory: search by distance from the place (issue 27)', () => {
  let database: DatabaseHandle;
  let agent: ReturnType<typeof request>;
  const names = async (q: string) =>
    (await agent.get('/api/providers/directory').query({ q }).expect(200)).body.providers.map((p: { companyName: string }) => p.companyName);

  beforeEach(async () => {
    database = await openTestDatabase();
    // Parramatta (-33.815, 151.0011); Penrith is about 33 km west, Newcastle about 115 km north.
    await insertProviders(database.db, [
      provider('wide', { companyName: 'Parramatta Wide', serviceLocation: 'Parramatta NSW 2150', serviceLatitude: -33.815, serviceLongitude: 151.0011, serviceRadius: 50 }),
      provider('narrow', { companyName: 'Parramatta Narrow', serviceLocation: 'Parramatta NSW 2150', serviceLatitude: -33.815, serviceLongitude: 151.0011, serviceRadius: 20 }),
      provider('blue', { companyName: 'Blue Mountains Moto', serviceLocation: 'Katoomba NSW 2780', serviceLatitude: -33.7144, serviceLongitude: 150.3118, serviceRadius: 50 }),
      provider('gone', { companyName: 'Gone West', serviceLocation: 'Penrith NSW', serviceLatitude: -33.75, serviceLongitude: 150.69, serviceRadius: 50, isActive: false }),
    ]);
    const app = express();
    app.use('/api', providerDirectoryRouter(providerDirectorySearch(createProviderDirectoryRepository(database.db), forgivingLocator(database.db))));
    app.use(errorHandler);
    agent = request(app);
  });

  afterEach(() => database.close());

  it('when a place inside a provider’s radius is searched, then that provider is listed, nearest base first', async () => {
    expect(await names('Penrith')).toEqual(['Parramatta Wide', 'Blue Mountains Moto']);
    expect(await names('Penrith NSW 2750')).toEqual(['Parramatta Wide', 'Blue Mountains Moto']);
    expect(await names('2750')).toEqual(['Parramatta Wide', 'Blue Mountains Moto']);
    expect(await names('Harris Park')).toEqual(['Parramatta Narrow', 'Parramatta Wide']);
  });

  it('when a place is typed with a mistake, then it is forgiven as the wizard forgives it (issue 45 item 14)', async () => {
    expect(await names('Parramtta')).toEqual(['Parramatta Narrow', 'Parramatta Wide']);
    expect(await names('Penirth')).toEqual(['Parramatta Wide', 'Blue Mountains Moto']);
  });

  it('when a place is outside every radius or names no place, then only the text matches are listed', async () => {
    expect(await names('Newcastle')).toEqual([]);
    expect(await names('Xqzv')).toEqual([]);
    expect(await names('Parramatta')).toEqual(['Parramatta Narrow', 'Parramatta Wide']);
  });
});

describe('GET /api/providers/directory in the whole app', () => {
  it('when the app is wired, then a directory search is placed by the localities (Penrith finds the Parramatta base of 50 km)', async () => {
    const t = await createTestApp();
    try {
      await insertProviders(t.database.db, [
        provider('wired', { companyName: 'Wired Moto', serviceLocation: 'Parramatta NSW 2150', serviceLatitude: -33.815, serviceLongitude: 151.0011, serviceRadius: 50 }),
      ]);
      const res = await t.agent.get('/api/providers/directory').query({ q: 'Penrith' }).expect(200);
      expect(res.body.providers.map((p: { companyName: string }) => p.companyName)).toEqual(['Wired Moto']);
      const typo = await t.agent.get('/api/providers/directory').query({ q: 'Penirth' }).expect(200);
      expect(typo.body.providers.map((p: { companyName: string }) => p.companyName)).toEqual(['Wired Moto']);
    } finally {
      await t.close();
    }
  });
});
