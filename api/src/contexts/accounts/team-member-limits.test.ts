import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { signIn } from '../../test/sign-in';

// Issue 27: one provider made 400 team members in seconds. A team has at most 25 members, and an owner adds at
// most 10 an hour (team-members-service.ts, ADR 0051). Time is Date faked by hand; the hourly count is on the app's
// counters (memory on PGlite, the shared rate_limits table when DATABASE_URL is set).
const TEAM_FULL = 'Your team already has 25 members, the most a team can have. Remove a member to add another.';
const TOO_MANY = 'Too many tries at adding team members in the last hour (at most 10, refused ones included). Please try again later.';

describe('team member limits', () => {
  let t: TestApp;
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  let n = 0;
  const add = (cookie: string) => {
    n += 1;
    return t.agent
      .post('/api/team-members')
      .set('Cookie', cookie)
      .send({ firstName: 'Tess', lastName: `Member${n}`, username: `member-${n}`, email: `member-${n}@example.com`, password: 'member-pass' });
  };
  const membersOf = async (ownerId: number) =>
    (await t.database.db.select({ n: count() }).from(users).where(and(eq(users.teamOwnerId, ownerId), eq(users.userType, 'team_member'))))[0]!.n;

  it('when an owner adds members quickly, then 10 are made in the hour, the rest get 429 with the reason and Retry-After, and the next hour adds again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T00:00:00Z') });
    t = await createTestApp();
    const owner = await createUser(t, { username: 'owner', password: 'owner-pass' });
    const other = await createUser(t, { username: 'other', password: 'other-pass' });
    const cookie = await signIn(t, 'owner', 'owner-pass');

    for (let i = 0; i < 10; i += 1) await add(cookie).expect(201);
    const refused = await add(cookie).expect(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3600 - 60);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await membersOf(owner.id)).toBe(10);

    // Another owner is not held back.
    await add(await signIn(t, 'other', 'other-pass')).expect(201);
    expect(await membersOf(other.id)).toBe(1);

    vi.setSystemTime(Date.now() + wait * 1000);
    await add(cookie).expect(201);
    expect(await membersOf(owner.id)).toBe(11);
  });

  it('when a team has 24 members and 4 adds arrive at once, then one is made and the others get 409 saying the team is full', async () => {
    t = await createTestApp();
    const owner = await createUser(t, { username: 'owner', password: 'owner-pass' });
    await t.database.db.insert(users).values(
      Array.from({ length: 24 }, (_, i) => ({
        username: `existing-${i}`,
        password: 'not-a-hash',
        userType: 'team_member' as const,
        teamOwnerId: owner.id,
        firstName: 'Old',
        lastName: `Member${i}`,
      })),
    );
    const cookie = await signIn(t, 'owner', 'owner-pass');

    const results = await Promise.all(Array.from({ length: 4 }, () => add(cookie)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body).toEqual({ message: TEAM_FULL });
    expect(await membersOf(owner.id)).toBe(25);

    // Removing one makes room again.
    const { members } = (await t.agent.get('/api/team-members').set('Cookie', cookie).expect(200)).body as { members: { id: number }[] };
    await t.agent.delete(`/api/team-members/${members[0]!.id}`).set('Cookie', cookie).expect(204);
    await add(cookie).expect(201);
    expect(await membersOf(owner.id)).toBe(25);
  });
});
