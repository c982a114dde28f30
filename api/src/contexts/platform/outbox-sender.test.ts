import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { outbox } from '../../db/schema';
import { openTestDatabase } from '../../test/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { openJobs, startJobs, stopJobs, type JobDefinition, type Jobs } from './jobs';
import { createMailer } from './mailer';
import { enqueueMail } from './outbox-repository';
import { mailJob, MAX_RETRY_DELAY_MS, retryDelayMs } from './outbox-sender';

const mail = (to: string) => ({ to, subject: `Hello ${to}`, text: `Text for ${to}`, html: `<p>HTML for ${to}</p>` });

describe('retry delay', () => {
  it('when attempts fail, then the delay doubles from the base and stops at one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});

// The mail job (ADR 0074) on a real job queue and a real SMTP server: each queued message is one job, sent with it.
describe('the mail job', () => {
  let smtp: TestSmtpServer;
  let database: DatabaseHandle;
  let jobs: Jobs;
  let job: JobDefinition;
  const failures: string[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    smtp.messages.length = 0;
    smtp.refuseNext(0);
    failures.length = 0;
    database = await openTestDatabase();
    jobs = await openJobs(database);
    job = mailJob({
      db: database.db,
      mailer: createMailer({ smtpUrl: smtp.url, from: 'MotoHaul <no-reply@motohaul.com.au>' }),
      messageIdHost: 'motohaul.com.au',
      retryBaseMs: 1000,
      maxAttempts: 3,
      log: (line) => failures.push(line),
    });
  });
  afterEach(async () => {
    await stopJobs(jobs, 2000);
    await database.close();
  });

  const enqueue = (to: string) => database.db.transaction((tx) => enqueueMail(tx, jobs, 'password_reset', mail(to)));
  const row = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  it('when a message is queued, then its job delivers it with its stable Message-ID and marks it sent', async () => {
    await startJobs(jobs, [job], { work: true, schedules: false });
    const id = await enqueue('rider@example.com');
    await expect.poll(async () => (await row(id)).status, { timeout: 15_000 }).toBe('sent');

    expect(smtp.messages).toHaveLength(1);
    const [received] = smtp.messages;
    expect(received).toMatchObject({ to: ['rider@example.com'], subject: 'Hello rider@example.com', messageId: `<outbox-${id}@motohaul.com.au>` });
    expect(received!.html).toContain('<p>HTML for rider@example.com</p>');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('when the transaction that queued a message rolls back, then neither the message nor its job exists', async () => {
    await startJobs(jobs, [job], { work: false, schedules: false });
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, jobs, 'password_reset', mail('never@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(outbox)).toEqual([]);
    const queued = (await database.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'mail'`)) as unknown as { rows: { n: number }[] };
    expect(queued.rows[0]!.n).toBe(0);
  });

  it('when the SMTP server refuses twice, then the job is retried and the third attempt delivers it', async () => {
    await startJobs(jobs, [job], { work: true, schedules: false });
    smtp.refuseNext(2);
    const refusedBefore = smtp.refused();
    const id = await enqueue('retry@example.com');
    await expect.poll(async () => (await row(id)).status, { timeout: 30_000, interval: 200 }).toBe('sent');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.refused() - refusedBefore).toBe(2);
    expect(smtp.messages.map((m) => m.messageId)).toEqual([`<outbox-${id}@motohaul.com.au>`]);
  });

  it('when every attempt is refused, then after the limit the message is failed with the last error and never tried again', async () => {
    await startJobs(jobs, [job], { work: true, schedules: false });
    smtp.refuseNext(100);
    const id = await enqueue('bounce@example.com');
    await expect.poll(async () => (await row(id)).status, { timeout: 30_000, interval: 200 }).toBe('failed');
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: expect.stringContaining('Try again later'), sentAt: null });
    expect(failures.at(-1)).toMatch(/attempt 3 of 3 failed \(giving up\)/);
    expect(smtp.messages).toHaveLength(0);
  });

  it('when many messages are queued, then the jobs deliver each exactly once', async () => {
    await startJobs(jobs, [job], { work: true, schedules: false });
    const ids = await database.db.transaction(async (tx) => {
      const created: number[] = [];
      for (let i = 0; i < 45; i += 1) created.push(await enqueueMail(tx, jobs, 'password_reset', mail(`bulk-${i}@example.com`)));
      return created;
    });
    await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBe(45);
    const messageIds = smtp.messages.map((m) => m.messageId).sort();
    expect(messageIds).toEqual(ids.map((id) => `<outbox-${id}@motohaul.com.au>`).sort());
    // A job marks its message sent after the SMTP server took it: the last mark may follow the last message a moment.
    const statuses = () => database.db.select({ status: outbox.status, n: sql<number>`count(*)::int` }).from(outbox).groupBy(outbox.status);
    await expect.poll(statuses, { timeout: 10_000 }).toEqual([{ status: 'sent', n: 45 }]);
    expect(smtp.messages).toHaveLength(45);
  });
});
