import request from 'supertest';
import type { Response } from 'supertest';
import { createApp } from '../../../app';
import { loadEnv } from '../../../config/env';
import { users } from '../../../db/schema';
import { openTestDatabase, type TestApp } from '../../../test/test-app';
import { startOutboxSender } from '../../platform/outbox/start-outbox-sender';
import { hashPassword } from './password';
import { SESSION_COOKIE_NAME } from './session';
import { createDomainEvents } from '../../platform/domain-events/domain-events';

/** A clock tests move by hand. */
export function controlledClock(start = new Date('2025-06-01T00:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/**
 * createTestApp with a clock of the test's choosing (sessions and reset links are timed by it). With SMTP_URL
 * the outbox sender runs as in main.ts (woken by each enqueue; retries after 50 ms instead of 30 s).
 */
export async function createAccountsTestApp(vars: Record<string, string> = {}, clock?: () => Date): Promise<TestApp> {
  const env = loadEnv({ NODE_ENV: 'test', OUTBOX_POLL_MS: '50', OUTBOX_RETRY_BASE_MS: '50', ...vars });
  const database = await openTestDatabase();
  const sender = startOutboxSender(env, database.db, { log: () => undefined });
  const events = createDomainEvents();
  events.on('mail.queued', () => sender?.wake());
  const app = createApp({ env, database, clock, events });
  const close = async () => {
    await sender?.stop();
    await database.close();
  };
  return { agent: request(app), database, env, close };
}

/** The `name=value` of the session cookie a response set, or null. */
export function sessionCookieOf(res: Response): string | null {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
  return cookie ? cookie.split(';')[0]! : null;
}

type UserValues = Partial<typeof users.$inferInsert> & { username: string; password: string };

/** Inserts an account directly (argon2id hash of `password`); answers its id. */
export async function insertUser(t: TestApp, values: UserValues): Promise<number> {
  const [row] = await t.database.db
    .insert(users)
    .values({ firstName: 'Test', lastName: 'User', userType: 'provider', ...values, password: await hashPassword(values.password) })
    .returning({ id: users.id });
  return row!.id;
}

/** Signs in through POST /api/auth/login and answers the session cookie. */
export async function signIn(t: TestApp, username: string, password: string): Promise<string> {
  const res = await t.agent.post('/api/auth/login').send({ username, password }).expect(200);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error('The login set no session cookie');
  return cookie;
}
