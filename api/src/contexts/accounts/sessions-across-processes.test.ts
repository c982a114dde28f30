import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { users } from '../../db/schema';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { createProvider, createTeamMember } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { notifyUserChanged } from './user-changes';
import { testDatabaseUrl } from '../../test/test-database';

const databaseUrl = testDatabaseUrl();

// Two API processes on one PostgreSQL server: a session ended or a user changed through one process, or by anyone
// else on the database, is refused by the other on its very next request (each request reads its user: ADR 0068).
// PGlite is one process only, so this runs where DATABASE_URL is set.
describe.skipIf(!databaseUrl)('a signed-in user across API processes', () => {
  let database: DatabaseHandle;
  let first: ApiProcess;
  let second: ApiProcess;
  const ROUNDS = 3;

  const me = (api: ApiProcess, cookie: string) => fetch(`${api.url}/api/auth/me`, { headers: { cookie } }).then((res) => res.status);
  const expectStatus = async (status: Promise<number>, expected: number, what: string) => {
    const actual = await status;
    if (actual !== expected) throw new Error(`${what}: ${actual}, expected ${expected}`);
  };

  beforeAll(async () => {
    const env = { DATABASE_URL: databaseUrl!, SESSION_SECRET: `sessions-across-processes-${randomBytes(16).toString('hex')}`, SEED_DEMO: 'false', RATE_LIMIT_LOGINS: '1000000' };
    [first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    database = await openDatabase({ kind: 'postgres', url: databaseUrl! });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  it('when a provider logs out through one process, then the other refuses the cookie on the next request', async () => {
    const provider = await createProvider({ database }, { username: `two-processes-${randomBytes(3).toString('hex')}` });
    for (let round = 0; round < ROUNDS; round += 1) {
      const cookie = await signIn(first.url, provider.username);
      await expectStatus(me(second, cookie), 200, `round ${round}: before the logout`);
      await fetch(`${first.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
      await expectStatus(me(second, cookie), 401, `round ${round}: after the logout`);
    }
  });

  it('when a team owner is deactivated by another connection, then both processes refuse the member at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = await createProvider({ database });
      const member = await createTeamMember({ database }, owner);
      const cookie = await signIn(first.url, member.username);
      await expectStatus(me(first, cookie), 200, `round ${round}: first, before`);
      await expectStatus(me(second, cookie), 200, `round ${round}: second, before`);
      await database.db.transaction(async (tx) => {
        await tx.update(users).set({ isActive: false }).where(eq(users.id, owner.id));
        await notifyUserChanged(tx, [owner.id]);
      });
      await expectStatus(me(second, cookie), 401, `round ${round}: second, after`);
      await expectStatus(me(first, cookie), 401, `round ${round}: first, after`);
    }
  });

  it('when the session version is bumped by another connection, then both processes refuse at once', async () => {
    const provider = await createProvider({ database });
    for (let round = 0; round < ROUNDS; round += 1) {
      const cookie = await signIn(first.url, provider.username);
      await expectStatus(me(first, cookie), 200, `round ${round}: first, before`);
      await expectStatus(me(second, cookie), 200, `round ${round}: second, before`);
      await database.db.transaction(async (tx) => {
        await tx.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, provider.id));
        await notifyUserChanged(tx, [provider.id]);
      });
      await expectStatus(me(first, cookie), 401, `round ${round}: first, after`);
      await expectStatus(me(second, cookie), 401, `round ${round}: second, after`);
    }
  });
});
