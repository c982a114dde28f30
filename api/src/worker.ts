import { EnvError, loadEnv } from './config/env';
import { createDatabase } from './db/database';
import { openJobs, startJobs, stopJobs } from './contexts/platform/platform-context';
import { jobDefinitions } from './jobs';

// `npm run worker`: a process that works the API's jobs (ADR 0074) and serves nothing, for a deployment that runs its
// jobs apart from the API processes (started with JOBS_IN_API=false). The same environment as the API's; it waits for
// the API to have migrated the database (it migrates nothing itself).

async function main() {
  const env = loadEnv();
  const database = await createDatabase(env);
  const jobs = await openJobs(database);
  await startJobs(jobs, jobDefinitions(env, database, jobs), { work: true });
  console.info(`MotoHaul worker is working the job queue (database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}`})`);
  const stop = () => {
    stopJobs(jobs).then(() => database.close()).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : `The worker failed to start: ${String(error)}`);
  process.exit(1);
});
