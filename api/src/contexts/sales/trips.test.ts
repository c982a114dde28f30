import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QuoteStatusResponse, TripState } from '@motohaul/contracts';
import { leadPurchases, outbox, tripPositions, trips } from '../../db/schema';
import { createLead, createProvider, createPurchase, createSuperAdmin, createTeamMember, type TestUser } from '../../test/factories';
import { cookieFor, signedInAdmin } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expireTrips } from './trips-repository';

// Live tracking (issue 47 item 2, ADR 0084): the trip page's API, the rider's view of it, and who sees nothing.

const PARRAMATTA = { latitude: -33.815, longitude: 151.001 };
const NEWCASTLE = { latitude: -32.9283, longitude: 151.7817 };
let tokenSuffix = 1000;
const newToken = () => `tracking-test-token-${String(tokenSuffix++).padStart(12, '0')}`;

describe('live tracking (/api/lead-purchases/:id/trip, the rider status page)', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let other: TestUser;
  let otherMember: TestUser;
  let admin: TestUser;
  let purchaseId: number;
  let statusToken: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_QUOTES: '1000000', RATE_LIMIT_EVENTS: '1000000', RATE_LIMIT_PASSWORD_RESETS: '1000000' });
    owner = await createProvider(t, { companyName: 'Haul Right' });
    member = await createTeamMember(t, owner);
    other = await createProvider(t, { companyName: 'Someone Else' });
    otherMember = await createTeamMember(t, other);
    admin = await createSuperAdmin(t);
    for (const user of [owner, member, other, otherMember, admin]) cookies.set(user.id, await cookieFor(t, user));
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    statusToken = newToken();
    const lead = await createLead(t, {
      status: 'sold',
      statusToken,
      dropoffLatitude: NEWCASTLE.latitude,
      dropoffLongitude: NEWCASTLE.longitude,
    });
    purchaseId = (await createPurchase(t, { lead, buyer: owner, salesStage: 'booked_in' })).id;
  });

  const cookies = new Map<number, string>();
  const as = (user: TestUser) => ({ Cookie: cookies.get(user.id)! });
  const start = (user: TestUser = owner) => t.agent.post(`/api/lead-purchases/${purchaseId}/trip`).set(as(user));
  const send = (body: object, user: TestUser = owner) => t.agent.post(`/api/lead-purchases/${purchaseId}/trip/positions`).set(as(user)).send(body);
  const position = (overrides: object = {}) => ({ ...PARRAMATTA, accuracyM: 12, recordedAt: new Date().toISOString(), ...overrides });
  /** The last position as if it came a minute ago: the next one passes the per-trip limit. */
  const aMinutePasses = () =>
    t.database.db.update(trips).set({ lastReceivedAt: sql`now() - interval '61 seconds'` }).where(eq(trips.purchaseId, purchaseId));
  const riderView = async (token = statusToken) => (await t.agent.get(`/api/quote-status/${token}`).expect(200)).body as QuoteStatusResponse;
  const trail = () => t.database.db.select().from(tripPositions).where(eq(tripPositions.purchaseId, purchaseId));
  const stageOf = async () => (await t.database.db.select({ stage: leadPurchases.salesStage }).from(leadPurchases).where(eq(leadPurchases.id, purchaseId)))[0]?.stage;

  it('when the owner starts the trip of a booked job and sends a position, then the job is In Transit and the rider sees the last position, its time and an arrival estimate', async () => {
    const started = await start().then((res) => res.body as TripState);
    expect(started).toMatchObject({ purchaseId, stage: 'in_transit', sharing: true, lastPosition: null });
    expect(Date.parse(started.endsAt!) - Date.parse(started.startedAt!)).toBe(12 * 60 * 60 * 1000);
    expect(await riderView()).toMatchObject({ stage: 'in_transit', tracking: null });

    const recordedAt = new Date().toISOString();
    const sent = await send(position({ recordedAt })).then((res) => res.body as TripState);
    expect(sent.lastPosition).toEqual({ ...PARRAMATTA, accuracyM: 12, recordedAt });

    const { tracking, headline } = await riderView();
    expect(headline).toBe('Your motorcycle is on its way');
    // Parramatta to Newcastle: about 125 km in a straight line; × 1.3 for roads at 80 km/h is about 122 minutes.
    expect(tracking).toEqual({ position: { ...PARRAMATTA, accuracyM: 12, recordedAt }, dropoff: NEWCASTLE, distanceKm: expect.any(Number), arrivalMinutes: expect.any(Number) });
    expect(tracking!.distanceKm).toBeGreaterThan(115);
    expect(tracking!.distanceKm).toBeLessThan(135);
    expect(tracking!.arrivalMinutes).toBeGreaterThanOrEqual(112);
    expect(tracking!.arrivalMinutes).toBeLessThanOrEqual(132);
  });

  it('when each role asks for the trip, then the owner and their team member reach it; another provider, their team member and an admin get 404; a visitor 401', async () => {
    await start().expect(201);
    await send(position()).expect(201);
    for (const user of [owner, member]) {
      expect((await t.agent.get(`/api/lead-purchases/${purchaseId}/trip`).set(as(user)).expect(200)).body.lastPosition).toMatchObject(PARRAMATTA);
    }
    for (const user of [other, otherMember, admin]) {
      await t.agent.get(`/api/lead-purchases/${purchaseId}/trip`).set(as(user)).expect(404);
      await t.agent.post(`/api/lead-purchases/${purchaseId}/trip`).set(as(user)).expect(404);
      await t.agent.post(`/api/lead-purchases/${purchaseId}/trip/stop`).set(as(user)).expect(404);
      await aMinutePasses();
      await send(position(), user).expect(404);
    }
    await t.agent.get(`/api/lead-purchases/${purchaseId}/trip`).expect(401);
    await t.agent.post(`/api/lead-purchases/${purchaseId}/trip/positions`).send(position()).expect(401);
    // The admin panel's token reaches the trip no more than the admin's session, and its lead list carries no position.
    const { authorization } = await signedInAdmin(t);
    await t.agent.get(`/api/lead-purchases/${purchaseId}/trip`).set('Authorization', authorization).expect((res) => expect([401, 403, 404]).toContain(res.status));
    const adminLeads = await t.agent.get('/api/admin/leads').set('Authorization', authorization).expect(200);
    expect(JSON.stringify(adminLeads.body)).not.toContain(String(PARRAMATTA.longitude));
    // The team member's own send went through: the trip is still sharing and the position is the owner's.
    expect((await riderView()).tracking?.position).toMatchObject(PARRAMATTA);
  });

  it("when another rider's token or an unknown token is opened, then it shows no position of this trip", async () => {
    await start().expect(201);
    await send(position()).expect(201);
    const otherToken = newToken();
    await createLead(t, { statusToken: otherToken, status: 'available' });
    expect((await riderView(otherToken)).tracking).toBeNull();
    await t.agent.get(`/api/quote-status/${newToken()}`).expect(404);
  });

  it('when a team member starts the trip and sends positions, then it works as for the owner', async () => {
    await start(member).expect(201);
    await send(position(), member).expect(201);
    expect((await riderView()).tracking?.position).toMatchObject(PARRAMATTA);
  });

  it.each([
    ['latitude 91', { latitude: 91 }, 'latitude'],
    ['latitude as text', { latitude: '-33.8' }, 'latitude'],
    ['longitude -181', { longitude: -181 }, 'longitude'],
    ['negative accuracy', { accuracyM: -1 }, 'accuracyM'],
    ['accuracy of 6 km', { accuracyM: 6000 }, 'accuracyM'],
    ['recordedAt not a time', { recordedAt: 'yesterday' }, 'recordedAt'],
  ])('when a position has %s, then it is refused with 400 and a field error', async (_name, overrides, field) => {
    await start().expect(201);
    const res = await send(position(overrides)).expect(400);
    expect(res.body.fieldErrors[field]).toBeDefined();
    expect(await trail()).toHaveLength(0);
  });

  it('when a position is timed in the future or before the trip started, then it is refused with 400', async () => {
    await start().expect(201);
    const future = await send(position({ recordedAt: new Date(Date.now() + 5 * 60_000).toISOString() })).expect(400);
    expect(future.body.message).toMatch(/future/);
    const before = await send(position({ recordedAt: new Date(Date.now() - 60 * 60_000).toISOString() })).expect(400);
    expect(before.body.message).toMatch(/before the trip started/);
    await send([1, 2]).expect(400);
  });

  it('when a second position comes within the minute, then it gets 429 with Retry-After; after the minute it is taken', async () => {
    await start().expect(201);
    await send(position()).expect(201);
    const refused = await send(position({ latitude: -33.7 })).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await aMinutePasses();
    await send(position({ latitude: -33.7 })).expect(201);
    expect(await trail()).toHaveLength(2);
  });

  it('when the job is not booked (Called) or already delivered, then Start trip answers 409 and nothing is shared', async () => {
    await t.database.db.update(leadPurchases).set({ salesStage: 'called' }).where(eq(leadPurchases.id, purchaseId));
    expect((await start().expect(409)).body.message).toMatch(/Booked In/);
    await send(position()).expect(409);
  });

  it('when the job is moved to Delivered, then sharing stops, the trail is deleted but the last position, and the rider no longer sees it', async () => {
    await start().expect(201);
    await send(position()).expect(201);
    await aMinutePasses();
    await send(position({ latitude: -33.5, longitude: 151.2 })).expect(201);
    expect(await trail()).toHaveLength(2);

    await t.agent.patch(`/api/lead-purchases/${purchaseId}/sales-stage`).set(as(owner)).send({ salesStage: 'delivered' }).expect(200);

    expect(await trail()).toHaveLength(0);
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.purchaseId, purchaseId));
    expect(trip).toMatchObject({ lastLatitude: -33.5, lastLongitude: 151.2 });
    expect(trip!.stoppedAt).not.toBeNull();
    expect(await riderView()).toMatchObject({ stage: 'delivered', tracking: null });
    await aMinutePasses();
    await send(position()).expect(409);
    expect((await t.agent.get(`/api/lead-purchases/${purchaseId}/trip`).set(as(owner)).expect(200)).body.sharing).toBe(false);
  });

  it("when the owner chooses 'Stop sharing', then the rider sees no position, the trail is gone, and further positions get 409", async () => {
    await start().expect(201);
    await send(position()).expect(201);
    const stopped = (await t.agent.post(`/api/lead-purchases/${purchaseId}/trip/stop`).set(as(owner)).expect(200)).body as TripState;
    expect(stopped.sharing).toBe(false);
    expect(await trail()).toHaveLength(0);
    expect((await riderView()).tracking).toBeNull();
    expect(await stageOf()).toBe('in_transit');
  });

  it('when 12 hours have passed since the trip started, then it shares no more, the rider sees no position, and the expiry job deletes the trail', async () => {
    await start().expect(201);
    await send(position()).expect(201);
    // The trip started 12 hours and a minute ago.
    await t.database.db
      .update(trips)
      .set({ startedAt: sql`now() - interval '12 hours 1 minute'`, endsAt: sql`now() - interval '1 minute'`, lastReceivedAt: sql`now() - interval '2 minutes'` })
      .where(eq(trips.purchaseId, purchaseId));
    expect((await riderView()).tracking).toBeNull();
    await send(position()).expect(409);
    expect((await t.agent.get(`/api/lead-purchases/${purchaseId}/trip`).set(as(owner)).expect(200)).body.sharing).toBe(false);

    expect(await trail()).toHaveLength(1);
    expect(await expireTrips(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await trail()).toHaveLength(0);
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.purchaseId, purchaseId));
    expect(trip!.stoppedAt).toEqual(trip!.endsAt);
  });

  it('when a trip is started again, then the earlier trip’s position is not shown until a new one arrives', async () => {
    await start().expect(201);
    await send(position()).expect(201);
    await start().expect(201);
    expect((await riderView()).tracking).toBeNull();
    expect(await trail()).toHaveLength(0);
  });
});

describe("'Email me this link' (POST /api/quote-status/:token/email-link)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_RESET_EMAILS: '2', RATE_LIMIT_PASSWORD_RESETS: '1000000' });
  });
  afterAll(() => t.close());

  const mailsTo = (address: string) => t.database.db.select().from(outbox).where(eq(outbox.toAddress, address));

  it('when the rider gives an address, then the link is queued in the outbox with its mail job, and the answer says nothing else', async () => {
    const token = newToken();
    const lead = await createLead(t, { statusToken: token });
    const res = await t.agent.post(`/api/quote-status/${token}/email-link`).send({ email: ' rider@example.com ' }).expect(202);
    expect(res.body).toEqual({ message: 'We have emailed you the link to this page' });
    const [mail] = await mailsTo('rider@example.com');
    expect(mail).toMatchObject({ kind: 'status_link', subject: `Your MotoHaul request ${lead.jobReference}` });
    expect(mail!.textBody).toContain(`/quote-status/${token}`);
  });

  it('when the address is not an email or the token opens nothing, then 400 and 404, and nothing is queued', async () => {
    const token = newToken();
    await createLead(t, { statusToken: token });
    const bad = await t.agent.post(`/api/quote-status/${token}/email-link`).send({ email: 'not-an-email' }).expect(400);
    expect(bad.body.fieldErrors.email).toEqual(['Please enter a valid email address']);
    await t.agent.post(`/api/quote-status/${token}/email-link`).send({}).expect(400);
    await t.agent.post(`/api/quote-status/${newToken()}/email-link`).send({ email: 'nobody@example.com' }).expect(404);
    expect(await mailsTo('nobody@example.com')).toHaveLength(0);
  });

  it('when one link is mailed more often than the hourly limit, then 429 with Retry-After and no more mail', async () => {
    const token = newToken();
    await createLead(t, { statusToken: token });
    for (let i = 0; i < 2; i += 1) await t.agent.post(`/api/quote-status/${token}/email-link`).send({ email: 'spam@example.com' }).expect(202);
    const refused = await t.agent.post(`/api/quote-status/${token}/email-link`).send({ email: 'spam@example.com' }).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await mailsTo('spam@example.com')).toHaveLength(2);
  });
});
