import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { createUser } from '../../test/factories';
import { openTestDatabase } from '../../test/test-app';
import { testDatabaseUrl } from '../../test/test-database';

const databaseUrl = testDatabaseUrl();

// Two real API processes (api/src/main.ts) on one PostgreSQL server: the rate limits and the login throttle count in
// its rate_limits table, so both processes see one limit (ADR 0027). PGlite is one process only, so this runs where
// DATABASE_URL is set. The client address is the X-Forwarded-For a proxy in front would set.
describe.skipIf(!databaseUrl)('rate limits shared by two API processes on one PostgreSQL server', () => {
  let database: DatabaseHandle;
  let processes: ApiProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await createUser({ database }, { username: 'shared-target', password: 'correct-horse' });
    const env = {
      DATABASE_URL: databaseUrl!,
      SESSION_SECRET: `login-limits-${randomBytes(16).toString('hex')}`,
      SEED_DEMO: 'false',
      TRUST_PROXY_HOPS: '1',
      RATE_LIMIT_LOGINS: '6',
      RATE_LIMIT_PAIR_LOGIN_FAILURES: '10',
      RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: '3',
    };
    processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await database?.close();
  });

  /** A login through process `index` (0 or 1) from `address`. */
  const login = (index: number, address: string, username: string, password: string) =>
    fetch(`${processes[index]!.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username, password }),
    });

  it('when one address spreads RATE_LIMIT_LOGINS tries over both processes, then the next is refused by either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login(i % 2, '198.51.100.20', `nobody-${i}`, 'wrong')).status);
    expect(statuses).toEqual(Array(6).fill(401));
    for (const index of [0, 1]) {
      const refused = await login(index, '198.51.100.20', 'shared-target', 'correct-horse');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('when the addresses of one IPv6 /64 alternate between the processes, then they share that one limit', async () => {
    for (let i = 0; i < 6; i += 1) expect((await login(i % 2, `2001:db8:77:1::${i + 1}`, `nobody-${i}`, 'wrong')).status).toBe(401);
    expect((await login(0, '2001:db8:77:1:abcd::1', 'shared-target', 'correct-horse')).status).toBe(429);
    expect((await login(1, '2001:db8:77:2::1', 'shared-target', 'correct-horse')).status).toBe(200);
  });

  it('when one address guesses a password through both processes, then the account limit counts both and the owner still signs in elsewhere', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await login(i % 2, '198.51.100.30', 'shared-target', `guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401]);
    // 3 failures of the account (2 on one process, 1 on the other): under attack, so this address waits for the hour.
    for (const index of [0, 1]) {
      const refused = await login(index, '198.51.100.30', 'shared-target', 'correct-horse');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    }
    for (const index of [0, 1]) expect((await login(index, `203.0.113.${40 + index}`, 'shared-target', 'correct-horse')).status).toBe(200);
  });
});
