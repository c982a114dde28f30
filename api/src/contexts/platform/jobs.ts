import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type DrizzleTransactionLike, type Job, type Queue, type WorkOptions } from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle, Transaction } from '../../db/database';

// Durable jobs on PostgreSQL (pg-boss, ADR 0074): everything that happens after a request. A job is sent in the
// transaction of the write that causes it, so it exists exactly when that write committed; it is retried with backoff,
// and one held by a process that died is taken by another once its heartbeat lapses.

/** The job queue of the API: pg-boss on the API's own database (its `pgboss` schema). */
export type Jobs = PgBoss;

/** One kind of job: its queue, how it is worked, and (for a timer) its schedule. */
export interface JobDefinition<Data extends object = object> {
  name: string;
  queue?: Omit<Queue, 'name'>;
  /** The handler of one job; throwing retries it (the queue's retryLimit, with backoff). */
  run: (data: Data, job: Job<Data>) => Promise<void>;
  work?: Pick<WorkOptions, 'localConcurrency'>;
  /** A cron expression (Sydney time): the queue gets one job per occurrence, in one process. */
  schedule?: string;
  /** False: the queue exists (jobs are sent to it) but this process does not work it (e.g. mail without SMTP_URL). */
  enabled?: boolean;
}

/** Defines a job with its data's type checked against its handler. */
export const defineJob = <Data extends object>(definition: JobDefinition<Data>) => definition as unknown as JobDefinition;

/** Retries of a job that fails: 1 s, 2 s, 4 s... (pg-boss's backoff, with jitter) up to 5 minutes. */
export const RETRIED = { retryLimit: 8, retryBackoff: true, retryDelay: 1, retryDelayMax: 300 } as const;

/**
 * For fan-outs that may run long (a lead's pushes): the worker beats every 5 s, and a job whose process died is
 * failed by the supervisor and retried by another process about 10 s after its last beat.
 */
export const HEARTBEAT = { heartbeatSeconds: 10 } as const;

/**
 * Opens the job queue on the API's database: over PGlite's client in this process (the embedded default), or a small
 * pool of its own on the server. pg-boss creates or upgrades its schema on start (under its own lock, so processes
 * starting together agree). `useListenNotify`: a sent job wakes the workers of every process at once.
 */
export async function openJobs(database: Pick<DatabaseHandle, 'kind' | 'db'> & { url?: string }, { log = console }: { log?: Pick<Console, 'error'> } = {}): Promise<Jobs> {
  const connection =
    database.kind === 'pglite'
      ? { db: fromPglite((database.db as unknown as { $client: PGlite }).$client) }
      : { connectionString: database.url, max: 4 };
  // The supervisor's pass (every 5 s, each queue's monitor at most every 5 s) fails a job whose heartbeat lapsed, so a
  // dead process's fan-out is retried elsewhere within about 20 s (the defaults, 60 s each, took over a minute).
  const jobs = new PgBoss({ ...connection, useListenNotify: true, schedule: true, superviseIntervalSeconds: 5, monitorIntervalSeconds: 5, persistWarnings: false });
  jobs.on('error', (error: unknown) => log.error('Job queue error:', error));
  await jobs.start();
  return jobs;
}

/**
 * Creates the queues of `definitions` (idempotent), their schedules (tests leave them out and run a timer's job
 * with their own clock), and, when `work` is true, works them in this process. Every process that sends jobs calls it before serving, so a queue exists before its first job.
 */
export async function startJobs(
  jobs: Jobs,
  definitions: readonly JobDefinition[],
  { work, schedules = true, log = console }: { work: boolean; schedules?: boolean; log?: Pick<Console, 'error'> },
) {
  for (const definition of definitions) {
    if (!(await jobs.getQueue(definition.name))) await jobs.createQueue(definition.name, { ...RETRIED, notify: true, ...definition.queue });
    if (definition.schedule && schedules) await jobs.schedule(definition.name, definition.schedule, {}, { tz: 'Australia/Sydney' });
  }
  if (!work) return;
  for (const definition of definitions) {
    if (definition.enabled === false) continue;
    // A few jobs a fetch, fetching on at once while fetches come back full: a burst of jobs sent together (a sent
    // job wakes the workers once) is worked through without waiting for the next poll.
    const options = { batchSize: 5, burstWhenBatchFull: true, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 10, ...definition.work };
    await jobs.work(definition.name, options, async (batch: Job<object>[]) => {
      for (const job of batch) {
        try {
          await definition.run(job.data, job);
        } catch (error) {
          log.error(`Job ${definition.name} ${job.id} failed (attempt ${job.retryCount + 1}):`, error);
          throw error;
        }
      }
    });
  }
}

/** Sends a job in `tx`: it is queued when, and only when, the transaction commits. */
export async function sendJob(jobs: Jobs, tx: Transaction, name: string, data: object, options: { singletonKey?: string } = {}): Promise<void> {
  // pg-boss's adapter runs its statements through the transaction's execute (its documented drizzle use).
  await jobs.send(name, data, { ...options, db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
}

/** Stops working and closes the queue's connections; the jobs in hand finish first (up to `timeoutMs`). */
export async function stopJobs(jobs: Jobs, timeoutMs = 10_000): Promise<void> {
  await jobs.stop({ graceful: true, timeout: timeoutMs, close: true });
}
