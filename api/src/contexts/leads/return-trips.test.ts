import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RETURN_TRIP_LIMITS,
  todayInSydney,
  TOO_MANY_TRIPS_MESSAGE,
  TRIP_END_BEFORE_START_MESSAGE,
  TRIP_PLACE_MESSAGE,
  TRIP_SPACES_MESSAGE,
  TRIP_START_PAST_MESSAGE,
  TRIP_TOO_LONG_MESSAGE,
  tripFitLabel,
  type ReturnTrip,
  type ReturnTripsResponse,
  type TripFitsResponse,
} from '@motohaul/contracts';
import { createLead, createProvider, createTeamMember, createUser, createVerifiedProvider } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TRIP_WRITES_PER_HOUR } from './leads-context';
import { OWNER_ONLY_MESSAGE } from './return-trips-router';
import { addDays } from './trip-fit';

// Issue 47 item 4 (ADR 0083): a provider's return trips over HTTP: validation, limits, roles, and the leads that fit.

const today = () => todayInSydney();
const trip = (overrides: Record<string, unknown> = {}) => ({
  fromLocation: 'Melbourne VIC 3000',
  toLocation: 'Brisbane City QLD 4000',
  startDate: addDays(today(), 2),
  endDate: addDays(today(), 4),
  freeSpaces: 3,
  ...overrides,
});
const MELBOURNE = { pickupLocation: 'Melbourne VIC 3000', latitude: -37.8136, longitude: 144.9631 };
const TO_BRISBANE = { dropoffLocation: 'Brisbane City QLD 4000', dropoffLatitude: -27.4698, dropoffLongitude: 153.0251 };
const TO_TOOWOOMBA = { dropoffLocation: 'Toowoomba QLD 4350', dropoffLatitude: -27.5598, dropoffLongitude: 151.9507 };

describe('return trips (issue 47 item 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (cookie: string) => (await t.agent.get('/api/return-trips').set('Cookie', cookie).expect(200)).body as ReturnTripsResponse;
  const add = (cookie: string, body: object) => t.agent.post('/api/return-trips').set('Cookie', cookie).send(body);

  it('when an owner adds a trip, then it is placed by its localities and listed; their team member sees it read-only and cannot change it', async () => {
    const owner = await createVerifiedProvider(t);
    const cookie = await cookieFor(t, owner);
    const created = await add(cookie, trip()).expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number) as number,
      fromLocation: 'Melbourne VIC 3000',
      toLocation: 'Brisbane City QLD 4000',
      fromPlace: 'Melbourne',
      toPlace: 'Brisbane City',
      startDate: addDays(today(), 2),
      endDate: addDays(today(), 4),
      freeSpaces: 3,
      fittingLeads: 0,
    } satisfies ReturnTrip);
    expect(await list(cookie)).toEqual({ trips: [created.body], canEdit: true, maxTrips: RETURN_TRIP_LIMITS.maxTrips });

    const member = await cookieFor(t, await createTeamMember(t, owner));
    expect(await list(member)).toEqual({ trips: [{ ...created.body, fittingLeads: null }], canEdit: false, maxTrips: RETURN_TRIP_LIMITS.maxTrips });
    expect((await add(member, trip()).expect(403)).body.message).toBe(OWNER_ONLY_MESSAGE);
    expect((await t.agent.delete(`/api/return-trips/${created.body.id}`).set('Cookie', member).expect(403)).body.message).toBe(OWNER_ONLY_MESSAGE);
    await t.agent.get('/api/return-trips/fits').set('Cookie', member).expect(403);
    expect((await list(cookie)).trips).toHaveLength(1);

    // Another provider neither sees nor deletes it; the owner deletes it once.
    const other = await cookieFor(t, await createProvider(t));
    expect((await list(other)).trips).toEqual([]);
    await t.agent.delete(`/api/return-trips/${created.body.id}`).set('Cookie', other).expect(404);
    await t.agent.delete(`/api/return-trips/${created.body.id}`).set('Cookie', cookie).expect(204);
    await t.agent.delete(`/api/return-trips/${created.body.id}`).set('Cookie', cookie).expect(404);
    await t.agent.delete('/api/return-trips/abc').set('Cookie', cookie).expect(404);
    expect((await list(cookie)).trips).toEqual([]);
  });

  it('refuses visitors (401) and riders (403); the authorization matrix covers every other role', async () => {
    await t.agent.get('/api/return-trips').expect(401);
    await t.agent.post('/api/return-trips').send(trip()).expect(401);
    const rider = await cookieFor(t, await createUser(t, { userType: 'customer' }));
    await t.agent.get('/api/return-trips').set('Cookie', rider).expect(403);
    await add(rider, trip()).expect(403);
  });

  it('when the values are bad, then 400 with a clear message on each field, and nothing is stored', async () => {
    const cookie = await cookieFor(t, await createProvider(t));
    const fieldsOf = async (body: object) => {
      const res = await add(cookie, body).expect(400);
      return res.body.fieldErrors as Record<string, string[]>;
    };
    expect(await fieldsOf(trip({ startDate: addDays(today(), -1), endDate: addDays(today(), 1) }))).toEqual({ startDate: [TRIP_START_PAST_MESSAGE] });
    expect(await fieldsOf(trip({ endDate: addDays(today(), 1) }))).toEqual({ endDate: [TRIP_END_BEFORE_START_MESSAGE] });
    expect(await fieldsOf(trip({ endDate: addDays(today(), 2 + RETURN_TRIP_LIMITS.maxDays) }))).toEqual({ endDate: [TRIP_TOO_LONG_MESSAGE] });
    for (const freeSpaces of [0, 11, 1.5, '3']) expect(await fieldsOf(trip({ freeSpaces }))).toEqual({ freeSpaces: [TRIP_SPACES_MESSAGE] });
    expect(await fieldsOf(trip({ startDate: '2026-02-30' }))).toEqual({ startDate: ['Enter a valid date'] });
    expect(Object.keys(await fieldsOf({}))).toEqual(expect.arrayContaining(['fromLocation', 'toLocation', 'startDate', 'endDate', 'freeSpaces']));
    expect(await fieldsOf(trip({ toLocation: 'Qqqzzx' }))).toEqual({ toLocation: [TRIP_PLACE_MESSAGE] });
    expect(await fieldsOf(trip({ fromLocation: 'x'.repeat(121) }))).toEqual({ fromLocation: ['Must be at most 120 characters'] });
    await add(cookie, [1, 2]).expect(400);
    expect((await list(cookie)).trips).toEqual([]);
  });

  it(`when an owner has ${RETURN_TRIP_LIMITS.maxTrips} upcoming trips, then another is refused (409) until one is deleted`, async () => {
    const cookie = await cookieFor(t, await createProvider(t));
    const ids: number[] = [];
    for (let i = 0; i < RETURN_TRIP_LIMITS.maxTrips; i += 1) ids.push((await add(cookie, trip({ freeSpaces: 1 + (i % 10) })).expect(201)).body.id as number);
    expect((await add(cookie, trip()).expect(409)).body.message).toBe(TOO_MANY_TRIPS_MESSAGE);
    await t.agent.delete(`/api/return-trips/${ids[0]}`).set('Cookie', cookie).expect(204);
    await add(cookie, trip()).expect(201);
  });

  it(`when an owner adds or deletes more than ${TRIP_WRITES_PER_HOUR} times an hour, then 429 with Retry-After`, async () => {
    const cookie = await cookieFor(t, await createProvider(t));
    for (let i = 0; i < TRIP_WRITES_PER_HOUR; i += 1) await t.agent.delete(`/api/return-trips/${1_000_000 + i}`).set('Cookie', cookie).expect(404);
    const refused = await add(cookie, trip()).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await list(cookie)).trips).toEqual([]);
  });

  it('lists the leads for sale that fit the owner’s trips, whatever their service area: not those dropped off elsewhere, sold, or outside the dates', async () => {
    const sydney = { serviceLocation: 'Parramatta NSW 2150', serviceLatitude: -33.815, serviceLongitude: 151.0011, serviceRadius: 50 };
    const cookie = await cookieFor(t, await createProvider(t, sydney));
    const created = (await add(cookie, trip()).expect(201)).body as ReturnTrip;
    const fits = await createLead(t, { ...MELBOURNE, ...TO_BRISBANE, timeframe: 'this_week' });
    await createLead(t, { ...MELBOURNE, ...TO_TOOWOOMBA, timeframe: 'this_week' });
    await createLead(t, { ...MELBOURNE, ...TO_BRISBANE, status: 'sold' });
    await createLead(t, { ...MELBOURNE, ...TO_BRISBANE, preferredPickupDate: addDays(today(), 20), isFlexibleDates: false });
    const body = (await t.agent.get('/api/return-trips/fits').set('Cookie', cookie).expect(200)).body as TripFitsResponse;
    expect(body).toEqual({ fits: [{ leadId: fits.id, tripId: created.id, label: tripFitLabel(created) }] });
    expect(tripFitLabel(created)).toMatch(/^Fits your trip to Brisbane City on \d{1,2} [A-Z][a-z]{2}$/);
    expect((await list(cookie)).trips[0]!.fittingLeads).toBe(1);
  });
});
