import type { DatabaseHandle } from '../../db/database';
import { defineJob, HEARTBEAT, sendJob, type Jobs } from '../platform/platform-context';
import { LEAD_CANCELLED, type LeadCancelledJob } from './cancellation-alerts';
import { queueEmailAlerts } from './email-alerts-job';
import { LEAD_SOLD } from './for-sale';
import { LEAD_SOLD_CHANNEL, leadGonePayload, NEW_LEAD_CHANNEL } from './notification-hub';
import type { PushService } from './push-service';
import { alertTripsOfLead, TRIP_ALERTS } from './trip-alerts';

// What happens after a lead is stored or sold, as jobs (ADR 0074). The request sends one job in its own transaction;
// the job announces the lead to every process's streams and sends the longer work on as jobs of its own, so a
// process that dies during a fan-out leaves a job another process takes over (a repeated push carries the same tag,
// `lead-<id>`, and replaces the first on the device).

export const LEAD_CREATED = 'lead-created';
export const LEAD_PUSHES = 'lead-pushes';
export const EMAIL_ALERTS = 'email-alerts';

interface LeadJob {
  leadId: number;
}

export interface LeadJobsDependencies {
  database: Pick<DatabaseHandle, 'db' | 'notify'>;
  jobs: Jobs;
  push: PushService;
  publicOrigin: string;
  /** The key of the alert mails' unsubscribe tokens (the session secret). */
  secret: string;
  now?: () => Date;
}

/** The leads context's jobs: a new lead's announcement and pushes, a sale's, and the email alerts (ADR 0060). */
export function leadJobs({ database, jobs, push, publicOrigin, secret, now = () => new Date() }: LeadJobsDependencies) {
  const { db } = database;
  return [
    // The pushes and the instant email alerts are queued before the streams are told: should this job be repeated
    // after a crash, the streams may hear of the lead twice, and nothing is missed.
    defineJob<LeadJob>({
      name: LEAD_CREATED,
      run: async ({ leadId }) => {
        await db.transaction(async (tx) => {
          await sendJob(jobs, tx, LEAD_PUSHES, { leadId });
          await sendJob(jobs, tx, EMAIL_ALERTS, { scope: 'instant' }, { singletonKey: 'instant' });
        });
        await database.notify(NEW_LEAD_CHANNEL, [String(leadId)]);
      },
    }),
    // The lead's return-trip alerts follow its pushes (trip-alerts.ts): a trip's push replaces the plain one.
    defineJob<LeadJob>({
      name: LEAD_PUSHES,
      queue: HEARTBEAT,
      run: async ({ leadId }) => {
        await push.newLead(leadId);
        await db.transaction((tx) => sendJob(jobs, tx, TRIP_ALERTS, { leadId }, { singletonKey: `trip-alerts-${leadId}` }));
      },
    }),
    defineJob<LeadJob>({
      name: TRIP_ALERTS,
      queue: HEARTBEAT,
      run: async ({ leadId }) => {
        await alertTripsOfLead(db, jobs, push, leadId, { publicOrigin, secret, now: now() });
      },
    }),
    defineJob<LeadJob>({
      name: LEAD_SOLD,
      queue: HEARTBEAT,
      run: async ({ leadId }) => {
        await database.notify(LEAD_SOLD_CHANNEL, [leadGonePayload(leadId, 'sold')]);
        await push.leadSold(leadId);
      },
    }),
    // A rider's cancellation (issue 47 item 3): the lead leaves every list as a sold one does ('gone'), and its buyer's
    // devices are told under the lead's tag (a repeat replaces the same notification).
    defineJob<LeadCancelledJob>({
      name: LEAD_CANCELLED,
      run: async ({ leadId, buyer }) => {
        await database.notify(LEAD_SOLD_CHANNEL, [leadGonePayload(leadId, 'cancelled')]);
        if (buyer) await push.toUser(buyer.id, buyer.push, leadId);
      },
    }),
    // Digests and mails held through quiet hours every minute; instant mails when a lead arrives. The queue keeps one
    // waiting job per scope, so a burst of leads makes one run.
    defineJob<{ scope?: 'instant' | 'all' }>({
      name: EMAIL_ALERTS,
      queue: { policy: 'short' },
      schedule: '* * * * *',
      run: async ({ scope }) => {
        await queueEmailAlerts(db, jobs, { publicOrigin, secret, now: now(), scope: scope ?? 'all' });
      },
    }),
  ];
}
