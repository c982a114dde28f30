import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type SpeedToContact } from '@motohaul/contracts';
import { createLead, createProvider, createPurchase, createTeamMember, createUser, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

const MINUTE = 60_000;

describe('GET /api/lead-purchases/speed-to-contact', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let rival: TestUser;

  /** A purchase bought at `purchasedAt` (UTC) and called `calledAfterMinutes` later (never when null). */
  const bought = async (buyer: TestUser, purchasedAt: string, calledAfterMinutes: number | null, extra: { isArchived?: boolean; salesStage?: 'declined' } = {}) => {
    const at = new Date(purchasedAt);
    const calledAt = calledAfterMinutes === null ? null : new Date(at.getTime() + calledAfterMinutes * MINUTE);
    await createPurchase(t, {
      lead: await createLead(t, { status: 'sold' }),
      buyer,
      purchasedAt: at,
      calledAt,
      salesStage: extra.salesStage ?? (calledAt ? 'called' : 'purchased'),
      isArchived: extra.isArchived ?? false,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createProvider(t);
    member = await createTeamMember(t, owner);
    rival = await createProvider(t);
    // March 2025 is daylight time in Sydney (UTC+11): 00:00Z is 11:00 the same day there, 13:30Z is 00:30 the next day.
    await bought(owner, '2025-03-10T00:00:00Z', 10);
    await bought(owner, '2025-03-11T00:00:00Z', 30, { isArchived: true });
    await bought(owner, '2025-03-12T00:00:00Z', 120, { salesStage: 'declined' });
    await bought(owner, '2025-03-12T01:00:00Z', null);
    await bought(owner, '2025-03-12T13:30:00Z', 5);
    await bought(owner, '2025-03-20T00:00:00Z', 24 * 60);
    await bought(rival, '2025-03-11T00:00:00Z', 1);
    await bought(rival, '2025-03-12T00:00:00Z', null);
  });
  afterAll(() => t.close());

  const read = async (user: TestUser, query = '') => {
    const response = await t.agent.get(`${API_PATHS.speedToContact}${query}`).set('Cookie', await cookieFor(t, user));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as SpeedToContact;
  };

  it('when read without a range, then it is the median of called_at - purchased_at over every called purchase of the owner, archived and declined included', async () => {
    // 5 min, 10 min, 30 min, 2 h, 1 d: the middle one. The purchase never called is not in the sample.
    expect(await read(owner)).toEqual({ medianSeconds: 30 * 60, calledLeads: 5 });
  });

  it('when a range is given, then only purchases bought on those Sydney days count, both days included', async () => {
    expect(await read(owner, '?from=2025-03-10&to=2025-03-12')).toEqual({ medianSeconds: 30 * 60, calledLeads: 3 });
    // An even sample: percentile_cont interpolates between the two middle values ((2 h + 5 min) / 2).
    expect(await read(owner, '?from=2025-03-12&to=2025-03-13')).toEqual({ medianSeconds: 62.5 * 60, calledLeads: 2 });
    // 13:30Z on the 12th is the 13th in Sydney.
    expect(await read(owner, '?from=2025-03-12&to=2025-03-12')).toEqual({ medianSeconds: 120 * 60, calledLeads: 1 });
    expect(await read(owner, '?from=2025-03-13&to=2025-03-13')).toEqual({ medianSeconds: 5 * 60, calledLeads: 1 });
    // Open bounds.
    expect(await read(owner, '?from=2025-03-13')).toEqual({ medianSeconds: (5 + 24 * 60) / 2 * 60, calledLeads: 2 });
    expect(await read(owner, '?from=&to=2025-03-10')).toEqual({ medianSeconds: 10 * 60, calledLeads: 1 });
  });

  it('when nothing in the range was called, then the median is null', async () => {
    expect(await read(owner, '?from=2025-04-01&to=2025-04-30')).toEqual({ medianSeconds: null, calledLeads: 0 });
    const newcomer = await createProvider(t);
    expect(await read(newcomer)).toEqual({ medianSeconds: null, calledLeads: 0 });
  });

  it('when a team member reads it, then they get their owner’s figure; another provider gets only their own', async () => {
    expect(await read(member)).toEqual(await read(owner));
    expect(await read(member, '?from=2025-03-12&to=2025-03-13')).toEqual({ medianSeconds: 62.5 * 60, calledLeads: 2 });
    expect(await read(rival)).toEqual({ medianSeconds: 60, calledLeads: 1 });
  });

  it('when a stage change stamps the Called date, then the purchase joins the sample', async () => {
    const caller = await createProvider(t);
    const purchase = await createPurchase(t, { lead: await createLead(t, { status: 'sold' }), buyer: caller });
    expect(await read(caller)).toEqual({ medianSeconds: null, calledLeads: 0 });
    await t.agent
      .patch(API_PATHS.salesStage(purchase.id))
      .set('Cookie', await cookieFor(t, caller))
      .send({ salesStage: 'called' })
      .expect(200);
    const figure = await read(caller);
    expect(figure.calledLeads).toBe(1);
    expect(figure.medianSeconds).toBeGreaterThanOrEqual(0);
    expect(figure.medianSeconds).toBeLessThan(60);
  });

  it('when the range is not valid, then a 400 names the field', async () => {
    const cookie = await cookieFor(t, owner);
    for (const day of ['2025-02-30', '2025-13-01', 'yesterday']) {
      const bad = await t.agent.get(`${API_PATHS.speedToContact}?from=${day}`).set('Cookie', cookie);
      expect(bad.status, day).toBe(400);
      expect(bad.body.fieldErrors, day).toEqual({ from: ['Enter a valid date'] });
    }
    const backwards = await t.agent.get(`${API_PATHS.speedToContact}?from=2025-03-12&to=2025-03-10`).set('Cookie', cookie);
    expect(backwards.status).toBe(400);
    expect(backwards.body.fieldErrors).toEqual({ to: ['The end date cannot be before the start date'] });
    const repeated = await t.agent.get(`${API_PATHS.speedToContact}?from=2025-03-10&from=2025-03-11`).set('Cookie', cookie);
    expect(repeated.status).toBe(400);
  });

  it('when a rider or nobody asks, then it is refused', async () => {
    await t.agent.get(API_PATHS.speedToContact).set('Cookie', await cookieFor(t, await createUser(t, { userType: 'customer' }))).expect(403);
    await t.agent.get(API_PATHS.speedToContact).expect(401);
  });
});
