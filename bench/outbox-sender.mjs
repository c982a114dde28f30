// Outbox sender bench (ADR 0014): queues 2,000 messages in the outbox, then times one sender (the one every API
// process runs: claim a batch with FOR UPDATE SKIP LOCKED, send over nodemailer's pooled SMTP connections, mark
// each row) delivering them all to a local SMTP server that accepts every message. Prints mails delivered per
// second. PGlite (in memory), and the PostgreSQL server when DATABASE_URL is set.
//
//   node --import tsx bench/outbox-sender.mjs
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { outbox } from '../api/src/db/schema/index.ts';
import { createMailer } from '../api/src/contexts/platform/mailer.ts';
import { createOutboxRepository, enqueueMail } from '../api/src/contexts/platform/outbox-repository.ts';
import { createOutboxSender } from '../api/src/contexts/platform/outbox-sender.ts';
import { onEachBackendInProcess } from './support/backends.mjs';

const MESSAGES = Number(process.env.BENCH_OUTBOX_MESSAGES ?? 2_000);
const QUEUE_BATCH = 200;

/** A local SMTP sink: accepts every message, counts it, keeps nothing. */
async function startSink() {
  let received = 0;
  let onReceived = () => undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        onReceived();
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received: () => received,
    waitFor: (count) =>
      new Promise((resolve) => {
        onReceived = () => received >= count && resolve();
        onReceived();
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const mail = (i) => ({
  to: `bench-${i}@example.com`,
  subject: 'Reset your MotoHaul password',
  text: `Hi,\n\nOpen this link to choose a new one:\n\nhttp://localhost:3000/auth/reset-password?token=bench-${i}\n`,
  html: `<p><a href="http://localhost:3000/auth/reset-password?token=bench-${i}">Choose a new password</a></p>`,
});

console.log(`Outbox sender: ${MESSAGES} queued messages delivered by one sender (batches of 20, 5 pooled SMTP connections)`);

await onEachBackendInProcess(async (label, database) => {
  await database.migrate();
  for (let i = 0; i < MESSAGES; i += QUEUE_BATCH) {
    await database.db.transaction(async (tx) => {
      for (let j = i; j < Math.min(MESSAGES, i + QUEUE_BATCH); j += 1) await enqueueMail(tx, 'password_reset', mail(j));
    });
  }
  const sink = await startSink();
  const sender = createOutboxSender({
    repository: createOutboxRepository(database.db),
    mailer: createMailer({ smtpUrl: sink.url, from: 'MotoHaul <no-reply@motohaul.com.au>' }),
    messageIdHost: 'motohaul.com.au',
    pollMs: 50,
    retryBaseMs: 30_000,
    maxAttempts: 8,
  });
  const started = performance.now();
  sender.start();
  await sink.waitFor(MESSAGES);
  // Delivered means accepted by the server and marked sent in the outbox.
  for (;;) {
    const [row] = await database.db.select({ n: sql`count(*)::int` }).from(outbox).where(sql`status = 'sent'`);
    if (Number(row.n) === MESSAGES) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const seconds = (performance.now() - started) / 1000;
  await sender.stop();
  await sink.close();
  console.log(`\n${label}`);
  console.log(`  ${MESSAGES} delivered and marked sent in ${seconds.toFixed(2)} s: ${Math.round(MESSAGES / seconds)} mails/s (server received ${sink.received()})`);
});
