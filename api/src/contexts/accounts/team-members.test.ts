import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { changeUser, createUser } from '../../test/factories';
import { signIn } from '../../test/sign-in';

const member = { firstName: 'Tess', lastName: 'Member', username: 'tess', email: 'tess@example.com', password: 'member-pass' };

describe('team members', () => {
  let t: TestApp;
  let ownerId: number;
  let owner: string;
  beforeEach(async () => {
    t = await createTestApp();
    ownerId = (await createUser(t, { username: 'owner', password: 'owner-pass', email: 'owner@example.com' })).id;
    await createUser(t, { username: 'rival', password: 'rival-pass' });
    await createUser(t, { username: 'cust', password: 'cust-pass', userType: 'customer' });
    await createUser(t, { username: 'boss', password: 'boss-pass', userType: 'super_admin' });
    owner = await signIn(t, 'owner', 'owner-pass');
  });
  afterEach(() => t.close());

  const add = (cookie: string, body: object = member) => t.agent.post('/api/team-members').set('Cookie', cookie).send(body);

  it('when an owner adds a member, then it is listed and the member signs in as their team member', async () => {
    const res = await add(owner).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      username: 'tess',
      email: 'tess@example.com',
      firstName: 'Tess',
      lastName: 'Member',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const list = await t.agent.get('/api/team-members').set('Cookie', owner).expect(200);
    expect(list.body).toEqual({ members: [res.body] });

    const signedIn = await t.agent.post('/api/auth/login').send({ username: 'tess', password: 'member-pass' }).expect(200);
    expect(signedIn.body).toMatchObject({ userType: 'team_member', teamOwnerId: ownerId });
  });

  it('when an owner removes a member, then the member is gone and their session ends', async () => {
    const { id } = (await add(owner).expect(201)).body as { id: number };
    const memberCookie = await signIn(t, 'tess', 'member-pass');
    await t.agent.get('/api/auth/me').set('Cookie', memberCookie).expect(200);

    await t.agent.delete(`/api/team-members/${id}`).set('Cookie', owner).expect(204);
    await t.agent.get('/api/auth/me').set('Cookie', memberCookie).expect(401);
    await t.agent.post('/api/auth/login').send({ username: 'tess', password: 'member-pass' }).expect(401);
    expect((await t.agent.get('/api/team-members').set('Cookie', owner).expect(200)).body).toEqual({ members: [] });
  });

  it('when the owner is deactivated, then the member can neither sign in nor use an older session', async () => {
    await add(owner).expect(201);
    const memberCookie = await signIn(t, 'tess', 'member-pass');
    await changeUser(t, ownerId, { isActive: false });
    await t.agent.get('/api/auth/me').set('Cookie', memberCookie).expect(401);
    await t.agent.post('/api/auth/login').send({ username: 'tess', password: 'member-pass' }).expect(401, { message: 'Invalid username or password' });
    await changeUser(t, ownerId, { isActive: true });
    await t.agent.post('/api/auth/login').send({ username: 'tess', password: 'member-pass' }).expect(200);
  });

  it("when a provider removes another owner's member or an unknown id, then it answers 404 and nothing changes", async () => {
    const { id } = (await add(owner).expect(201)).body as { id: number };
    const rival = await signIn(t, 'rival', 'rival-pass');
    await t.agent.delete(`/api/team-members/${id}`).set('Cookie', rival).expect(404, { message: 'Team member not found' });
    expect((await t.agent.get('/api/team-members').set('Cookie', rival).expect(200)).body).toEqual({ members: [] });
    // Another provider (not a team member) cannot be removed through this route either.
    const [rivalRow] = await t.database.db.select().from(users).where(eq(users.username, 'rival'));
    await t.agent.delete(`/api/team-members/${rivalRow!.id}`).set('Cookie', owner).expect(404);
    await t.agent.delete('/api/team-members/999999').set('Cookie', owner).expect(404);
    await t.agent.delete('/api/team-members/abc').set('Cookie', owner).expect(404);
    expect((await t.agent.get('/api/team-members').set('Cookie', owner).expect(200)).body.members).toHaveLength(1);
  });

  it('when a customer or a team member manages members, then it answers 403; a visitor 401', async () => {
    await add(await signIn(t, 'cust', 'cust-pass')).expect(403);
    await add(owner).expect(201);
    const memberCookie = await signIn(t, 'tess', 'member-pass');
    await add(memberCookie, { ...member, username: 'sub', email: 'sub@example.com' }).expect(403);
    await t.agent.get('/api/team-members').set('Cookie', memberCookie).expect(403);
    await t.agent.post('/api/team-members').send(member).expect(401);
    await t.agent.get('/api/team-members').expect(401);
  });

  it('when a super admin adds a member, then it belongs to the super admin', async () => {
    const boss = await signIn(t, 'boss', 'boss-pass');
    await add(boss).expect(201);
    expect((await t.agent.get('/api/team-members').set('Cookie', boss).expect(200)).body.members).toHaveLength(1);
    expect((await t.agent.get('/api/team-members').set('Cookie', owner).expect(200)).body.members).toHaveLength(0);
  });

  it('when the username or email is taken (any case), then it answers 409; bad input 400; nothing stored', async () => {
    await add(owner, { ...member, username: 'OWNER' }).expect(409, { message: 'Username is already taken', fieldErrors: { username: ['Username is already taken'] } });
    await add(owner, { ...member, email: 'Owner@Example.com' }).expect(409, { message: 'An account with this email already exists', fieldErrors: { email: ['An account with this email already exists'] } });
    const bad = await add(owner, { ...member, email: 'nope', password: '123' }).expect(400);
    expect(bad.body.fieldErrors).toMatchObject({ email: ['Please enter a valid email address'], password: ['Password must be at least 6 characters'] });
    expect((await t.agent.get('/api/team-members').set('Cookie', owner).expect(200)).body.members).toHaveLength(0);
  });
});
