import type { Server } from 'node:http';
import { createApp } from './app';
import { EnvError, loadEnv } from './config/env';
import { createDatabase } from './db/database';
import { DataDirLockedError } from './db/data-dir-lock';
import { DEMO_ADMIN, DEMO_PROVIDER, DEMO_TEAM_MEMBER, seedDatabase } from './db/seed';
import { certificateStorageWarning, certificateStore } from './contexts/accounts/accounts-context';
import { createNotifications, loadLocalities } from './contexts/leads/leads-context';
import { openJobs, startJobs, stopJobs } from './contexts/platform/platform-context';
import { keepConnectionsAlive } from './http/keep-alive';
import { jobDefinitions } from './jobs';
import { openRemotes } from './static/stored-remotes';

// The entry that listens: load the environment, open and migrate the database, seed, serve.

async function main() {
  const env = loadEnv();
  const database = await createDatabase(env);
  await database.migrate();
  // Every Australian locality (ADR 0011): loaded once, skipped when the table already holds the dataset. Loaded before
  // the demo data: its price guide samples place their trips with them (issue 47 item 1).
  const localitiesLoad = await database.exclusive((db) => loadLocalities(db));
  if (localitiesLoad.loaded > 0) {
    console.info(`Loaded ${localitiesLoad.loaded} Australian localities in ${Math.round(localitiesLoad.milliseconds)} ms`);
  }
  // Processes started together on one server must not both create the demo data or the admin account.
  const seed = await database.exclusive((db) =>
    seedDatabase(db, {
      seedDemo: env.seedDemo,
      admin: env.admin,
      leadPrice: env.leadPrice,
      certificates: certificateStore(env.certificates),
      demoPushOrigin: env.appMode === 'demo' ? env.publicOrigin : undefined,
    }),
  );

  let draining = false;
  const notifications = createNotifications(database);
  // Everything after a request is a job (ADR 0074): this process works them unless JOBS_IN_API=false (`npm run worker`).
  const jobs = await openJobs(database);
  await startJobs(jobs, jobDefinitions(env, database, jobs), { work: env.jobsInApi });
  // With S3_BUCKET the remotes map is the database's, in memory, and its releases are copied here before it names them.
  const remotes = await openRemotes(env, database);
  const app = createApp({ env, database, jobs, notifications, remotes, lifecycle: { isDraining: () => draining } });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = keepConnectionsAlive(app.listen(env.port, () => resolve(listening)).once('error', reject));
  });

  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.dataDir}`;
  console.info(`MotoHaul is running at ${env.publicOrigin} (${env.nodeEnv}, database: ${where})`);
  if (env.seedDemo) {
    console.info(
      `Demo accounts${seed.demoSeeded ? ' (just created)' : ''}: provider ${DEMO_PROVIDER.username} / ${DEMO_PROVIDER.password}, ` +
        `team member ${DEMO_TEAM_MEMBER.username} / ${DEMO_TEAM_MEMBER.password}, super admin ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`,
    );
  }
  if (!env.smtpUrl) console.info('SMTP_URL is unset: outgoing mail stays queued; a super admin reads it in the admin Outbox');
  if (!env.jobsInApi) console.info('JOBS_IN_API=false: this process sends jobs but works none; run `npm run worker` beside it');
  const storageWarning = certificateStorageWarning(env.certificates, database.kind);
  if (storageWarning) console.warn(storageWarning);
  if (env.admin) console.info(`Super admin ${env.admin.username} from ADMIN_USERNAME: ${seed.admin}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal} received, shutting down`);
    // Health answers 503 at once so a balancer stops sending; requests keep being served meanwhile.
    draining = true;
    const force = setTimeout(() => process.exit(1), env.shutdownDrainMs + 10_000);
    force.unref();
    setTimeout(() => closeServer(), env.shutdownDrainMs);
  };
  const closeServer = () => {
    // Open event streams would hold server.close() forever: end them (browsers reconnect elsewhere).
    void notifications.close();
    server.close(() => {
      // The jobs in hand finish (or are left to another process) before the database closes.
      stopJobs(jobs).then(() => database.close()).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Closing the database failed:', error);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The API failed to start:', error);
  }
  process.exit(1);
});
