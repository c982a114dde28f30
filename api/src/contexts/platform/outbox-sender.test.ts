import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { outbox } from '../../db/schema';
import { openTestDatabase } from '../../test/test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { createMailer } from './mailer';
import { createOutboxRepository, enqueueMail, type OutboxRepository } from './outbox-repository';
import { createOutboxSender, MAX_RETRY_DELAY_MS, retryDelayMs, type OutboxSender } from './outbox-sender';

const MINUTE = 60_000;
const mail = (to: string) => ({ to, subject: `Hello ${to}`, text: `Text for ${to}`, html: `<p>HTML for ${to}</p>` });

describe('retry delay', () => {
  it('when attempts fail, then the delay doubles from the base and stops at one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});

describe('outbox sender', () => {
  let smtp: TestSmtpServer;
  let database: DatabaseHandle;
  let repository: OutboxRepository;
  let sender: OutboxSender;
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
    repository = createOutboxRepository(database.db);
    // Retries are due 10 minutes later, then 20: the tests move next_attempt_at instead of waiting.
    sender = createOutboxSender({
      repository,
      mailer: createMailer({ smtpUrl: smtp.url, from: 'MotoHaul <no-reply@motohaul.com.au>' }),
      messageIdHost: 'motohaul.com.au',
      pollMs: 60 * MINUTE,
      retryBaseMs: 10 * MINUTE,
      maxAttempts: 3,
      log: (line) => failures.push(line),
    });
  });
  afterEach(async () => {
    await sender.stop();
    await database.close();
  });

  const enqueue = (to: string) => database.db.transaction((tx) => enqueueMail(tx, 'password_reset', mail(to)));
  const row = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  /** Seconds from the database's now() until the row is due again. */
  const dueInSeconds = async (id: number) => {
    const result = await database.db
      .select({ s: sql<number>`extract(epoch from ${outbox.nextAttemptAt} - now())::float8` })
      .from(outbox)
      .where(eq(outbox.id, id));
    return Number(result[0]!.s);
  };
  /** As if the retry delay had passed. */
  const makeDue = (id: number) => database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));

  it('when a message is queued, then one round delivers it with its stable Message-ID and marks it sent', async () => {
    const id = await enqueue('rider@example.com');
    expect(await sender.runOnce()).toBe(1);

    expect(smtp.messages).toHaveLength(1);
    const [received] = smtp.messages;
    expect(received).toMatchObject({ to: ['rider@example.com'], subject: 'Hello rider@example.com', messageId: `<outbox-${id}@motohaul.com.au>` });
    expect(received!.html).toContain('<p>HTML for rider@example.com</p>');
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null });
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(await sender.runOnce()).toBe(0);
  });

  it('when the SMTP server refuses twice, then the retries wait 10 and then 20 minutes and the third attempt delivers it', async () => {
    const id = await enqueue('retry@example.com');
    const refusedBefore = smtp.refused();
    smtp.refuseNext(2);

    await sender.runOnce();
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('451') });
    expect(await dueInSeconds(id)).toBeGreaterThan(9 * 60);
    expect(await dueInSeconds(id)).toBeLessThanOrEqual(10 * 60);
    expect(await sender.runOnce()).toBe(0); // not due yet

    await makeDue(id);
    await sender.runOnce();
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 2 });
    expect(await dueInSeconds(id)).toBeGreaterThan(19 * 60);
    expect(await dueInSeconds(id)).toBeLessThanOrEqual(20 * 60);

    await makeDue(id);
    await sender.runOnce();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.refused() - refusedBefore).toBe(2);
    expect(smtp.messages.map((m) => m.messageId)).toEqual([`<outbox-${id}@motohaul.com.au>`]);
  });

  it('when every attempt is refused, then after the limit the message is failed with the last error and never tried again', async () => {
    const id = await enqueue('bounce@example.com');
    const refusedBefore = smtp.refused();
    smtp.refuseNext(100);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await sender.runOnce()).toBe(1);
      await makeDue(id);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: expect.stringContaining('Try again later'), sentAt: null });
    expect(failures.at(-1)).toMatch(/attempt 3 of 3 failed \(giving up\)/);
    expect(await sender.runOnce()).toBe(0);
    expect(smtp.refused() - refusedBefore).toBe(3);
    expect(smtp.messages).toHaveLength(0);
  });

  it('when a claim holds a row, then no other claim takes it until the lease runs out, and the stale holder cannot mark it', async () => {
    const id = await enqueue('lease@example.com');
    const [held] = await repository.claimDue(10, 60 * MINUTE);
    expect(held).toMatchObject({ id, attempts: 1 });
    expect(await repository.claimDue(10, 60 * MINUTE)).toEqual([]);
    expect(await sender.runOnce()).toBe(0);

    // The holder crashed: its lease runs out (moved here), and the sender claims the row again.
    await database.db.update(outbox).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(outbox.id, id));
    expect(await sender.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.messages.map((m) => m.messageId)).toEqual([`<outbox-${id}@motohaul.com.au>`]);

    // The first holder comes back and reports a failure: its attempt is no longer the row's.
    await repository.markAttemptFailed(id, 1, 'late', { final: true });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('when many messages are due, then the running sender delivers each exactly once', async () => {
    const ids = await database.db.transaction(async (tx) => {
      const created: number[] = [];
      for (let i = 0; i < 45; i += 1) created.push(await enqueueMail(tx, 'password_reset', mail(`bulk-${i}@example.com`)));
      return created;
    });
    sender.start();
    sender.wake();
    await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(45);
    await sender.stop();
    const messageIds = smtp.messages.map((m) => m.messageId).sort();
    expect(messageIds).toEqual(ids.map((id) => `<outbox-${id}@motohaul.com.au>`).sort());
    const statuses = await database.db.select({ status: outbox.status, n: sql<number>`count(*)::int` }).from(outbox).groupBy(outbox.status);
    expect(statuses).toEqual([{ status: 'sent', n: 45 }]);
  });
});
