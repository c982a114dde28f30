// The API's job queue (ADR 0074) for a bench that uses the API's code in its own process: every queue created, worked
// here when `work` is true (as an API process does), stopped by the answer's `stop`.
import { loadEnv } from '../../api/src/config/env.ts';
import { openJobs, startJobs, stopJobs } from '../../api/src/contexts/platform/platform-context.ts';
import { jobDefinitions } from '../../api/src/jobs.ts';

export async function openBenchJobs(database, { env = loadEnv({ NODE_ENV: 'test' }), work = false } = {}) {
  const jobs = await openJobs(database);
  await startJobs(jobs, jobDefinitions(env, database, jobs), { work, schedules: false });
  return { jobs, stop: () => stopJobs(jobs, 2000) };
}
