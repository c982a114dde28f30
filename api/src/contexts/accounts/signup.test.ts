import { count, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyPassword } from './password';
import { sessionCookieOf } from '../../test/sign-in';

const customer = {
  username: 'Sam-Rider',
  password: 'ride-safe',
  firstName: 'Sam',
  lastName: 'Rider',
  phone: '0412345678',
  email: 'Sam@Example.com',
};
const provider = {
  ...customer,
  username: 'harbour-moto',
  email: 'ops@harbour.example',
  companyName: 'Harbour City Moto Transport',
  serviceLocation: 'Parramatta NSW, Australia',
  serviceLatitude: -33.815,
  serviceLongitude: 151.0011,
  serviceRadius: 50,
};

describe('sign-up', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

  it('when a customer signs up, then the account is created with an argon2id hash and the answer signs them in', async () => {
    const res = await t.agent.post('/api/auth/customer/signup').send(customer).expect(201);
    expect(res.body).toMatchObject({ username: 'Sam-Rider', userType: 'customer', email: 'Sam@Example.com', phone: '+61412345678' });
    const me = await t.agent.get('/api/auth/me').set('Cookie', sessionCookieOf(res)!).expect(200);
    expect(me.body.id).toBe(res.body.id);
    const [row] = await t.database.db.select().from(users).where(sql`${users.id} = ${res.body.id}`);
    expect(row!.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.password, 'ride-safe')).toBe(true);
  });

  it('when a provider signs up, then the company and service area are stored and they are signed in', async () => {
    const res = await t.agent.post('/api/auth/provider/signup').send(provider).expect(201);
    expect(res.body).toMatchObject({
      userType: 'provider',
      companyName: 'Harbour City Moto Transport',
      serviceLocation: 'Parramatta NSW, Australia',
      serviceRadius: 50,
    });
    await t.agent.get('/api/auth/me').set('Cookie', sessionCookieOf(res)!).expect(200);
    await t.agent.post('/api/auth/login').send({ username: 'HARBOUR-MOTO', password: 'ride-safe' }).expect(200);
  });

  it('when a provider signs up with a service point outside Australia, then it answers 400 on serviceLocation and creates nothing', async () => {
    const before = await userCount();
    const res = await t.agent.post('/api/auth/provider/signup').send({ ...provider, serviceLatitude: 51.5072, serviceLongitude: -0.1276 }).expect(400);
    expect(res.body.fieldErrors).toEqual({ serviceLocation: ['Please select a service location in Australia.'] });
    expect(await userCount()).toBe(before);
  });

  it('when the email is left empty, then the account has no email and two such accounts can exist', async () => {
    await t.agent.post('/api/auth/customer/signup').send({ ...customer, email: '' }).expect(201);
    const res = await t.agent.post('/api/auth/customer/signup').send({ ...customer, username: 'other', email: '' }).expect(201);
    expect(res.body.email).toBeNull();
  });

  it('when the username or email is taken in another case, then it answers 409 naming which and stores nothing', async () => {
    await t.agent.post('/api/auth/customer/signup').send(customer).expect(201);
    const before = await userCount();
    const username = await t.agent.post('/api/auth/provider/signup').send({ ...provider, username: 'sam-RIDER' }).expect(409);
    expect(username.body).toEqual({ message: 'Username is already taken', fieldErrors: { username: ['Username is already taken'] } });
    const email = await t.agent.post('/api/auth/customer/signup').send({ ...customer, username: 'new-name', email: 'SAM@example.COM' }).expect(409);
    expect(email.body).toEqual({ message: 'An account with this email already exists', fieldErrors: { email: ['An account with this email already exists'] } });
    expect(sessionCookieOf(email)).toBeNull();
    expect(await userCount()).toBe(before);
  });

  it('when the same username signs up 8 times at once, then exactly one account is created and the others get 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.agent.post('/api/auth/customer/signup').send({ ...customer, username: i % 2 ? 'racer' : 'RACER', email: `r${i}@example.com` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body).toEqual({ message: 'Username is already taken', fieldErrors: { username: ['Username is already taken'] } });
    expect(await userCount()).toBe(1);
  });

  it('when the same email signs up 8 times at once, then exactly one account is created', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.agent.post('/api/auth/customer/signup').send({ ...customer, username: `rider-${i}`, email: 'same@example.com' })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body).toEqual({ message: 'An account with this email already exists', fieldErrors: { email: ['An account with this email already exists'] } });
  });

  it('when fields are invalid, then it answers 400 with the spec messages and stores nothing', async () => {
    const res = await t.agent.post('/api/auth/provider/signup').send({ username: '', password: '123', phone: '123', email: 'x' }).expect(400);
    expect(res.body.fieldErrors).toMatchObject({
      username: ['Username is required'],
      password: ['Password must be at least 6 characters'],
      phone: ['Phone number must be at least 10 digits'],
      companyName: ['Company name is required'],
    });
    expect(await userCount()).toBe(0);
  });
});
