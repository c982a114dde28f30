import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPushDeliveriesResponse, PushDevicesResponse } from '@motohaul/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createProvider, createTeamMember, createVerifiedProvider } from '../../test/factories';
import { cookieFor, signedInAdmin } from '../../test/sign-in';
import { CLAIM_FORM, NEWCASTLE_AREA, PERTH_AREA, quoteFrom } from './test-support/notifications';
import { endpointPolicy, endpointRefusal, isPublicAddress, resolveEndpoint } from './push-endpoint-guard';
import { DEVICE_TAKEN_MESSAGE, PUSH_DEVICES_PER_ACCOUNT, TOO_MANY_DEVICES_MESSAGE } from './push-router';
import { seedDemoPush } from '../../db/seed/demo-push';
import { eventually, startTestPushService, type TestDevice, type TestPushService } from './test-support/push-service';

const PERTH_LEAD = quoteFrom('Perth WA 6000', 'Fremantle WA 6160', 'CBR500R');
const NEWCASTLE_LEAD = quoteFrom('Newcastle NSW 2300', 'Maitland NSW 2320', 'Africa Twin');
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36';

describe('Web Push (issue 29, ADR 0058)', () => {
  let t: TestApp;
  let pushService: TestPushService;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_QUOTES: '1000' });
    pushService = await startTestPushService();
  });
  afterAll(async () => {
    await pushService.close();
    await t.close();
  });
  afterEach(() => expect(pushService.errors).toEqual([]));

  const subscribe = (cookie: string, device: Pick<TestDevice, 'subscription'>) =>
    t.agent.post('/api/push-subscriptions').set('Cookie', cookie).set('User-Agent', CHROME).send(device.subscription);
  const devicesOf = async (cookie: string) =>
    ((await t.agent.get('/api/push-subscriptions').set('Cookie', cookie).expect(200)).body as PushDevicesResponse).devices;
  const quote = async (body: object) => (await t.agent.post('/api/leads').send(body).expect(201)).body as { id: number; jobReference: string };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('answers the public key, the same on every call', async () => {
    const first = await t.agent.get('/api/push/public-key').expect(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.agent.get('/api/push/public-key')).body.publicKey).toBe(first.body.publicKey);
  });

  it('when a provider subscribes a device, then it is listed with its user agent once (upsert on the endpoint), and DELETE removes it', async () => {
    const cookie = await cookieFor(t, await createProvider(t));
    const device = pushService.device('own-device');
    expect((await subscribe(cookie, device)).status).toBe(201);
    expect((await subscribe(cookie, device)).status).toBe(201);
    const devices = await devicesOf(cookie);
    expect(devices).toEqual([{ endpoint: device.subscription.endpoint, deviceLabel: CHROME, createdAt: expect.any(String) as string }]);
    await t.agent.delete('/api/push-subscriptions').set('Cookie', cookie).send({ endpoint: device.subscription.endpoint }).expect(204);
    expect(await devicesOf(cookie)).toEqual([]);
  });

  it("when a provider deletes another user's endpoint, then it is refused (404) and the device stays", async () => {
    const owner = await cookieFor(t, await createProvider(t));
    const other = await cookieFor(t, await createProvider(t));
    const device = pushService.device('not-yours');
    await subscribe(owner, device).expect(201);
    await t.agent.delete('/api/push-subscriptions').set('Cookie', other).send({ endpoint: device.subscription.endpoint }).expect(404);
    expect(await devicesOf(owner)).toHaveLength(1);
  });

  it("when another account posts a device's endpoint, then it is refused (409) without naming its owner, and the device stays with its owner", async () => {
    const owner = await createProvider(t);
    const ownerCookie = await cookieFor(t, owner);
    const poster = await cookieFor(t, await createProvider(t));
    const device = pushService.device('owned-phone');
    await subscribe(ownerCookie, device).expect(201);
    const refused = await subscribe(poster, device).expect(409);
    expect(refused.body).toEqual({ message: DEVICE_TAKEN_MESSAGE });
    expect(JSON.stringify(refused.body)).not.toContain(owner.username);
    expect(await devicesOf(ownerCookie)).toHaveLength(1);
    expect(await devicesOf(poster)).toEqual([]);
  });

  it(`when a provider has ${PUSH_DEVICES_PER_ACCOUNT} devices, then another is refused with what to do, and one of theirs still renews`, async () => {
    const cookie = await cookieFor(t, await createProvider(t));
    const devices = Array.from({ length: PUSH_DEVICES_PER_ACCOUNT + 1 }, (_, i) => pushService.device(`many-${i}`));
    for (const device of devices.slice(0, PUSH_DEVICES_PER_ACCOUNT)) await subscribe(cookie, device).expect(201);
    expect((await subscribe(cookie, devices[PUSH_DEVICES_PER_ACCOUNT]!).expect(409)).body).toEqual({ message: TOO_MANY_DEVICES_MESSAGE });
    await subscribe(cookie, devices[0]!).expect(201);
    expect(await devicesOf(cookie)).toHaveLength(PUSH_DEVICES_PER_ACCOUNT);
  });

  it('when a provider sends test notifications past 5 an hour, then 429 with Retry-After and nothing is pushed', async () => {
    const cookie = await cookieFor(t, await createProvider(t));
    const device = pushService.device('tested-often');
    await subscribe(cookie, device).expect(201);
    for (let i = 0; i < 5; i += 1) await t.agent.post('/api/push/test').set('Cookie', cookie).expect(200);
    const refused = await t.agent.post('/api/push/test').set('Cookie', cookie).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(device.received()).toHaveLength(5);
  });

  it('when a team member, a customer or a visitor subscribes, then it is refused: new-lead pushes are for providers who buy', async () => {
    const owner = await createProvider(t);
    const member = await cookieFor(t, await createTeamMember(t, owner));
    expect((await subscribe(member, pushService.device('member'))).status).toBe(403);
    expect((await t.agent.post('/api/push-subscriptions').send(pushService.device('visitor').subscription)).status).toBe(401);
  });

  it('when the subscription is malformed, then 400 with the field error, never 5xx', async () => {
    const cookie = await cookieFor(t, await createProvider(t));
    const { subscription } = pushService.device('malformed');
    const noKeys = await t.agent.post('/api/push-subscriptions').set('Cookie', cookie).send({ endpoint: subscription.endpoint });
    expect(noKeys.status).toBe(400);
    const badKey = await t.agent.post('/api/push-subscriptions').set('Cookie', cookie).send({ ...subscription, keys: { ...subscription.keys, p256dh: 'abc' } });
    expect(badKey.status).toBe(400);
    expect(badKey.body.fieldErrors).toEqual({ 'keys.p256dh': [expect.any(String)] });
    const notUrl = await t.agent.post('/api/push-subscriptions').set('Cookie', cookie).send({ ...subscription, endpoint: 'not a url' });
    expect(notUrl.status).toBe(400);
    expect(Object.keys(notUrl.body.fieldErrors as object)).toEqual(['endpoint']);
    const ftp = await t.agent.post('/api/push-subscriptions').set('Cookie', cookie).send({ ...subscription, endpoint: 'ftp://127.0.0.1/x' });
    expect(ftp.status).toBe(400);
  });

  it('when a lead is quoted in a provider area, then each of their devices gets it (decrypted, VAPID, TTL, urgency high); out of area none', async () => {
    const perth = await cookieFor(t, await createVerifiedProvider(t, PERTH_AREA));
    const newcastle = await cookieFor(t, await createVerifiedProvider(t, NEWCASTLE_AREA));
    const [phone, laptop, far] = [pushService.device('perth-phone'), pushService.device('perth-laptop'), pushService.device('newcastle-phone')];
    for (const [cookie, device] of [[perth, phone], [perth, laptop], [newcastle, far]] as const) await subscribe(cookie, device).expect(201);
    const publicKey = (await t.agent.get('/api/push/public-key')).body.publicKey as string;

    const lead = await quote(PERTH_LEAD);
    await eventually(() => phone.received().length === 1 && laptop.received().length === 1);
    const [push] = phone.received();
    expect(push!.payload).toEqual({
      type: 'new_lead',
      title: 'New lead: Honda CBR500R',
      body: 'Perth WA 6000 → Fremantle WA 6160',
      tag: `lead-${lead.id}`,
      url: `/dashboard/leads/${lead.jobReference}`,
    });
    expect(push).toMatchObject({ ttl: 3600, urgency: 'high', vapidKey: publicKey });
    await settle();
    expect(far.received()).toEqual([]);

    // The admin sees the pushes beside mails.
    const { authorization } = await signedInAdmin(t);
    const recent = (await t.agent.get('/api/admin/push-deliveries').set('Authorization', authorization).expect(200)).body as AdminPushDeliveriesResponse;
    const told = recent.items.filter((item) => item.title === 'New lead: Honda CBR500R');
    expect(told.length).toBeGreaterThanOrEqual(2);
    expect(told[0]).toMatchObject({ type: 'new_lead', status: 201, endpointHost: new URL(pushService.origin).host, error: null });
  });

  it("when a pushed lead is sold, then the devices told of it get 'Sold' under the same tag; others nothing", async () => {
    const seller = await createVerifiedProvider(t, NEWCASTLE_AREA);
    const cookie = await cookieFor(t, seller);
    const buyer = await cookieFor(t, await createVerifiedProvider(t));
    const device = pushService.device('sold-phone');
    await subscribe(cookie, device).expect(201);
    const lead = await quote(NEWCASTLE_LEAD);
    await eventually(() => device.received().length === 1);
    await t.agent.post(`/api/leads/${lead.id}/purchase`).set('Cookie', buyer).send({ ...CLAIM_FORM, buyerEmail: 'casey@example.com' }).expect(201);
    await eventually(() => device.received().length === 2);
    expect(device.received()[1]!.payload).toMatchObject({ type: 'lead_sold', title: 'Sold', tag: `lead-${lead.id}`, url: `/dashboard/leads/${lead.jobReference}` });
  });

  it('when the push service answers 410, then the subscription is deleted', async () => {
    const cookie = await cookieFor(t, await createVerifiedProvider(t, PERTH_AREA));
    const gone = pushService.device('gone-phone');
    await subscribe(cookie, gone).expect(201);
    gone.answer(410);
    await quote(quoteFrom('Perth WA 6000', 'Fremantle WA 6160', 'Ténéré 700'));
    await eventually(async () => (await devicesOf(cookie)).length === 0);
  });

  it('when the demo data is seeded, then the demo provider has a device at the demo push endpoint, which the API serves in demo mode', async () => {
    const demo = await createProvider(t, { username: 'demo-provider' });
    await seedDemoPush(t.database.db, 'http://localhost:3000');
    expect(await devicesOf(await cookieFor(t, demo))).toEqual([expect.objectContaining({ endpoint: 'http://localhost:3000/api/demo-push/demo-phone' })]);
    await t.agent.post('/api/demo-push/demo-phone').set('Content-Type', 'application/octet-stream').send(Buffer.alloc(100)).expect(201);
    // As a push service receives it (RFC 8291): encrypted, said so by its Content-Encoding (a body parser refused it, 415).
    await t.agent
      .post('/api/demo-push/demo-phone')
      .set({ 'Content-Type': 'application/octet-stream', 'Content-Encoding': 'aes128gcm', TTL: '86400' })
      .send(Buffer.alloc(300))
      .expect(201);
    await t.agent.post('/api/demo-push/demo-phone').set('Content-Type', 'application/octet-stream').send(Buffer.alloc(9 * 1024)).expect(413);
    // A JSON body is read by the API's JSON parser before the route: it is answered all the same (it hung).
    await t.agent.post('/api/demo-push/demo-phone').send({ hello: 'phone' }).timeout(5000).expect(201);
  });

  it('when a provider sends a test notification, then each of their devices gets it', async () => {
    const cookie = await cookieFor(t, await createProvider(t));
    const device = pushService.device('test-phone');
    await subscribe(cookie, device).expect(201);
    expect((await t.agent.post('/api/push/test').set('Cookie', cookie).expect(200)).body).toEqual({ sent: 1, failed: 0 });
    expect(device.received()[0]!.payload).toMatchObject({ type: 'test', tag: 'test' });
  });
});

describe('Web Push in demo mode outside tests: the SSRF guard (ADR 0058)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => t.close());

  it('when a provider subscribes a loopback endpoint, then only the demo phone is taken', async () => {
    const cookie = await cookieFor(t, await createProvider(t));
    const keys = { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'), auth: Buffer.alloc(16, 2).toString('base64url') };
    const subscribe = (endpoint: string) => t.agent.post('/api/push-subscriptions').set('Cookie', cookie).send({ endpoint, keys });
    const refused = await subscribe('http://127.0.0.1:5432/').expect(400);
    expect(Object.keys(refused.body.fieldErrors as object)).toEqual(['endpoint']);
    await subscribe(`${t.env.publicOrigin}/api/demo-push/my-phone`).expect(201);
  });
});

describe('Web Push in live mode: the SSRF guard (ADR 0058)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_MODE: 'live' });
  });
  afterAll(() => t.close());

  it('serves no demo push endpoint', async () => {
    await t.agent.post('/api/demo-push/demo-phone').set('Content-Type', 'application/octet-stream').send(Buffer.alloc(10)).expect(404);
  });

  it.each([
    'http://127.0.0.1:9/push/x',
    'https://127.0.0.1/push/x',
    'https://localhost/push/x',
    'https://push.localhost/push/x',
    'https://10.1.2.3/x',
    'https://172.20.0.1/x',
    'https://192.168.1.1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/x',
    'https://224.0.0.1/x',
    'https://[::1]/x',
    'https://[fd00::1]/x',
    'https://[fe80::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[::ffff:a9fe:a9fe]/x',
    'https://intranet/x',
    'http://fcm.googleapis.com/fcm/send/x',
  ])('when a provider subscribes %s, then 400 with the endpoint field error', async (endpoint) => {
    const cookie = await cookieFor(t, await createProvider(t));
    const keys = { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'), auth: Buffer.alloc(16, 2).toString('base64url') };
    const res = await t.agent.post('/api/push-subscriptions').set('Cookie', cookie).send({ endpoint, keys });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors as object)).toEqual(['endpoint']);
  });

  it('when a public name resolves to a loopback or private address at send time, then the send is refused; a public one is pinned', async () => {
    const live = { live: true, loopback: 'any' };
    const to = (address: string) => async () => [{ address, family: address.includes(':') ? 6 : 4 }];
    await expect(resolveEndpoint('https://push.example.com/x', live, to('127.0.0.1'))).rejects.toThrow(/not a public address/);
    await expect(resolveEndpoint('https://push.example.com/x', live, to('10.0.0.7'))).rejects.toThrow(/not a public address/);
    await expect(resolveEndpoint('https://push.example.com/x', live, to('::ffff:192.168.0.1'))).rejects.toThrow(/not a public address/);
    await expect(resolveEndpoint('https://push.example.com/x', live, async () => [{ address: '142.250.70.78', family: 4 }, { address: '127.0.0.1', family: 4 }])).rejects.toThrow();
    expect((await resolveEndpoint('https://push.example.com/x', live, to('142.250.70.78'))).address).toBe('142.250.70.78');
    // localhost itself, through the system resolver, in tests: allowed (the tests' endpoints).
    expect(isPublicAddress((await resolveEndpoint('http://localhost:9/x', endpointPolicy('demo', 'test', 'http://localhost:3000'))).address)).toBe(false);
    expect(endpointRefusal('http://localhost:9/x', live)).not.toBeNull();
  });

  it('when the API runs in demo mode outside tests, then the only loopback endpoint it posts to is its own demo phone', async () => {
    const demo = endpointPolicy('demo', 'development', 'http://localhost:3000');
    expect(endpointRefusal('http://localhost:3000/api/demo-push/demo-phone', demo)).toBeNull();
    expect((await resolveEndpoint('http://localhost:3000/api/demo-push/demo-phone', demo)).url.pathname).toBe('/api/demo-push/demo-phone');
    for (const endpoint of [
      'http://127.0.0.1:5432/',
      'http://localhost:3000/api/admin/leads',
      'http://localhost:3001/api/demo-push/demo-phone',
      'http://localhost:3000/api/demo-push-x',
      'http://[::1]:3000/api/demo-push/demo-phone',
    ]) {
      expect(endpointRefusal(endpoint, demo), endpoint).not.toBeNull();
    }
    // A public-looking name that resolves to this machine is refused when the push is sent.
    const toLoopback = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(resolveEndpoint('https://push.example.com/x', demo, toLoopback)).rejects.toThrow(/not a public address/);
  });
});
