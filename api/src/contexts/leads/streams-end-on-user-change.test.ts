import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { DatabaseHandle } from '../../db/database';
import { users } from '../../db/schema';
import { notifyUserChanged } from '../accounts/user-changes';
import { jobsFor, openTestDatabase } from '../../test/test-app';
import { openStream, type StreamClient } from '../../test/sse-test-client';
import { changeUser, createUser, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createNotifications, type NotificationHub } from './notification-hub';
import { listen } from './test-support/notifications';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two apps on ONE database (two API processes with DATABASE_URL): a user change made anywhere ends the streams the
// session no longer speaks for, on every app (ADR 0038).
describe('open event streams when their user changes (two apps on one database)', () => {
  const env = loadEnv({ NODE_ENV: 'test' });
  let database: DatabaseHandle;
  const hubs: NotificationHub[] = [];
  const servers: { baseUrl: string; close: () => Promise<void> }[] = [];
  const streams: StreamClient[] = [];
  const connected = async (baseUrl: string, user: TestUser) => {
    const stream = await openStream(baseUrl, { cookie: await cookieFor({ env }, user) });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor(() => stream.events.some((event) => event.event.type === 'connected'));
    return stream;
  };
  const isOpen = async (stream: StreamClient) => {
    const ended = await Promise.race([stream.ended.then(() => true), settle(300).then(() => false)]);
    return !ended;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    for (let index = 0; index < 2; index += 1) {
      const hub = createNotifications(database);
      hubs.push(hub);
      servers.push(await listen(createApp({ env, database, jobs: await jobsFor(database), notifications: hub })));
    }
  });

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await Promise.all(hubs.map((hub) => hub.close()));
    await Promise.all(servers.map((server) => server.close()));
    await database.close();
  });

  it('when a provider is deactivated, then their streams on both apps end and another provider keeps theirs', async () => {
    const provider = await createUser({ database }, { username: 'change-provider', userType: 'provider' });
    const other = await createUser({ database }, { username: 'change-other', userType: 'provider' });
    const [first, second, untouched] = await Promise.all([
      connected(servers[0]!.baseUrl, provider),
      connected(servers[1]!.baseUrl, provider),
      connected(servers[1]!.baseUrl, other),
    ]);

    await changeUser({ database }, provider.id, { isActive: false });

    await Promise.all([first.ended, second.ended]);
    expect(await isOpen(untouched)).toBe(true);
    const again = await openStream(servers[0]!.baseUrl, { cookie: await cookieFor({ env }, provider) });
    streams.push(again);
    expect(again.status).toBe(401);
  });

  it("when a team owner is deactivated, then their team member's stream ends", async () => {
    const owner = await createUser({ database }, { username: 'change-owner', userType: 'provider' });
    const member = await createUser({ database }, { username: 'change-member', userType: 'team_member', teamOwnerId: owner.id });
    const stream = await connected(servers[0]!.baseUrl, member);

    await changeUser({ database }, owner.id, { isActive: false });

    await stream.ended;
  });

  it("when an owner removes a team member, then the member's stream ends and the owner's stays open", async () => {
    const owner = await createUser({ database }, { username: 'removing-owner', userType: 'provider' });
    const member = await createUser({ database }, { username: 'removed-member', userType: 'team_member', teamOwnerId: owner.id });
    const [memberStream, ownerStream] = await Promise.all([connected(servers[1]!.baseUrl, member), connected(servers[0]!.baseUrl, owner)]);

    // As the team members' repository removes one: the row goes and the change is announced in its transaction.
    await database.db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, member.id));
      await notifyUserChanged(tx, [member.id]);
    });

    await memberStream.ended;
    expect(await isOpen(ownerStream)).toBe(true);
  });

  it('when a session version moves on (signed out everywhere, reset, role change), then the stream ends; a change of name leaves it open', async () => {
    const provider = await createUser({ database }, { username: 'change-version', userType: 'provider' });
    const stream = await connected(servers[1]!.baseUrl, provider);

    await changeUser({ database }, provider.id, { firstName: 'Renamed' });
    expect(await isOpen(stream)).toBe(true);

    await changeUser({ database }, provider.id, { sessionVersion: provider.sessionVersion + 1 });
    await stream.ended;
  });
});
