import type { Server } from 'node:http';
import { createApp } from './app';
import { EnvError, loadEnv } from './config/env';
import { createDatabase } from './db/database';
import { DataDirLockedError } from './db/data-dir-lock';
import { DEMO_ADMIN, DEMO_PROVIDER, DEMO_TEAM_MEMBER, seedDatabase } from './db/seed';
import { certificateStore, startInsuranceNotices } from './contexts/accounts/accounts-context';
import { createNotifications, loadLocalities, startEmailAlerts } from './contexts/leads/leads-context';
import { createDomainEvents, startIdempotencyKeySweeper, startOutboxSender } from './contexts/platform/platform-context';
import { keepConnectionsAlive } from './http/keep-alive';
import { openRemotes } from './static/stored-remotes';

// The entry that listens: load the environment, open and migrate the database, seed, serve.

async function main() {
  const env = loadEnv();
  const database = await createDatabase(env);
  await database.migrate();
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
  // Every Australian locality (ADR 0011): loaded once, skipped when the table already holds the dataset.
  const localitiesLoad = await database.exclusive((db) => loadLocalities(db));
  if (localitiesLoad.loaded > 0) {
    console.info(`Loaded ${localitiesLoad.loaded} Australian localities in ${Math.round(localitiesLoad.milliseconds)} ms`);
  }

  let draining = false;
  const notifications = createNotifications(database);
  // Every API process delivers the outbox (rows are claimed one process at a time); without SMTP_URL mail stays queued.
  const outboxSender = startOutboxSender(env, database.db);
  // Idempotency keys count for 24 hours (ADR 0031); older ones are deleted hourly so the table stays about a day long.
  const idempotencySweeper = startIdempotencyKeySweeper(database.db);
  const events = createDomainEvents();
  events.on('mail.queued', () => outboxSender?.wake());
  // Insurance notices 30 and 7 days before the approved expiry and at it (ADR 0055), hourly, as the sweeper runs.
  const insuranceNotices = startInsuranceNotices(database.db, { publicOrigin: env.publicOrigin, onQueued: () => outboxSender?.wake() });
  // New-lead email alerts (ADR 0060): every minute for digests and held mails, and at once for instant ones when a
  // lead is announced (in every process; each provider's row is taken by one of them).
  const emailAlerts = startEmailAlerts(database.db, { publicOrigin: env.publicOrigin, secret: env.sessionSecret, onQueued: () => outboxSender?.wake() });
  notifications.onLeadAnnounced(() => emailAlerts.wake());
  // With S3_BUCKET the remotes map is the database's, in memory, and its releases are copied here before it names them.
  const remotes = await openRemotes(env, database);
  const app = createApp({ env, database, notifications, events, remotes, lifecycle: { isDraining: () => draining } });
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
  if (!outboxSender) console.info('SMTP_URL is unset: outgoing mail stays queued; a super admin reads it in the admin Outbox');
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
    idempotencySweeper.stop();
    insuranceNotices.stop();
    emailAlerts.stop();
    server.close(() => {
      // The batch in flight is finished and marked before the database closes; rows not reached stay queued.
      (outboxSender?.stop() ?? Promise.resolve()).then(() => database.close()).then(
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
