// Mail job bench (ADR 0014, ADR 0074): queues 2,000 messages in the outbox (each with its mail job), then times the
// job queue of one process delivering them all to a local SMTP server that accepts every message (a job takes its row,
// sends it over nodemailer's pooled SMTP connections, marks it). Prints mails delivered per second. PGlite (in
// memory), and the PostgreSQL server when DATABASE_URL is set.
//
//   node --import tsx bench/outbox-sender.mjs
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { outbox } from '../api/src/db/schema/index.ts';
import { loadEnv } from '../api/src/config/env.ts';
import { enqueueMail } from '../api/src/contexts/platform/outbox-repository.ts';
import { onEachBackendInProcess } from './support/backends.mjs';
import { openBenchJobs } from './support/jobs.mjs';

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

console.log(`Mail jobs: ${MESSAGES} queued messages delivered by one process's job queue (5 pooled SMTP connections)`);

await onEachBackendInProcess(async (label, database) => {
  await database.migrate();
  const sink = await startSink();
  const queued = await openBenchJobs(database);
  for (let i = 0; i < MESSAGES; i += QUEUE_BATCH) {
    await database.db.transaction(async (tx) => {
      for (let j = i; j < Math.min(MESSAGES, i + QUEUE_BATCH); j += 1) await enqueueMail(tx, queued.jobs, 'password_reset', mail(j));
    });
  }
  await queued.stop();
  const started = performance.now();
  const sender = await openBenchJobs(database, { env: loadEnv({ NODE_ENV: 'test', SMTP_URL: sink.url }), work: true });
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
