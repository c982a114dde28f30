import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { outbox } from '../../db/schema';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { jobsFor, openTestDatabase } from '../../test/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { enqueueMail } from './outbox-repository';
import { testDatabaseUrl } from '../../test/test-database';

const databaseUrl = testDatabaseUrl();
const MESSAGES = 300;

// Two real API processes (api/src/main.ts) on one PostgreSQL server, each running its outbox sender.
// PGlite is one process only, so this runs where DATABASE_URL is set.
describe.skipIf(!databaseUrl)('the outbox with two API processes on one PostgreSQL server', () => {
  let database: DatabaseHandle;
  let smtp: TestSmtpServer;
  let processes: ApiProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await smtp?.close();
    await database?.close();
  });

  it('when both deliver the same queued messages, then the SMTP server receives each exactly once', async () => {
    const jobs = await jobsFor(database);
    const ids = await database.db.transaction(async (tx) => {
      const created: number[] = [];
      for (let i = 0; i < MESSAGES; i += 1) {
        created.push(await enqueueMail(tx, jobs, 'password_reset', { to: `rider-${i}@example.com`, subject: `Message ${i}`, text: `Body ${i}`, html: `<p>Body ${i}</p>` }));
      }
      return created;
    });

    const env = {
      DATABASE_URL: databaseUrl!,
      SESSION_SECRET: `outbox-${randomBytes(16).toString('hex')}`,
      SEED_DEMO: 'false',
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '20',
    };
    processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);

    await expect
      .poll(async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(sql`status = 'sent'`))[0]!.n, {
        timeout: 60_000,
        interval: 100,
      })
      .toBe(MESSAGES);
    // Every row is marked sent only after the server accepted it, so all messages have arrived by now.
    expect(smtp.messages).toHaveLength(MESSAGES);
    expect(smtp.messages.map((m) => m.messageId).sort()).toEqual(ids.map((id) => `<outbox-${id}@motohaul.com.au>`).sort());
    const attempts = await database.db.select({ attempts: outbox.attempts, n: sql<number>`count(*)::int` }).from(outbox).groupBy(outbox.attempts);
    expect(attempts).toEqual([{ attempts: 1, n: MESSAGES }]);
  }, 120_000);
});
