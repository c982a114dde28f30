import type { Env } from './config/env';
import type { DatabaseHandle } from './db/database';
import { insuranceNoticesJob } from './contexts/accounts/accounts-context';
import { leadsJobs } from './contexts/leads/leads-context';
import { salesJobs, tripExpiryJob } from './contexts/sales/sales-context';
import { idempotencySweepJob, mailJobFor, type JobDefinition, type Jobs } from './contexts/platform/platform-context';

/**
 * Every job of the API (ADR 0074), for whichever process works them: each API process by default (main.ts), or the
 * worker processes of `npm run worker` (worker.ts). Like app.ts, the one place the contexts' jobs are wired.
 */
export function jobDefinitions(env: Env, database: Pick<DatabaseHandle, 'db' | 'notify'>, jobs: Jobs, { mailLog }: { mailLog?: (message: string) => void } = {}): JobDefinition[] {
  const { db } = database;
  return [
    ...leadsJobs({ env, database, jobs }),
    ...salesJobs(db),
    mailJobFor(env, db, mailLog),
    insuranceNoticesJob(db, jobs, { publicOrigin: env.publicOrigin }),
    idempotencySweepJob(db),
    tripExpiryJob(db),
  ];
}
