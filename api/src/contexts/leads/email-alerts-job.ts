import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { DAILY_DIGEST_HOUR, inQuietHours, type EmailAlertFrequency } from '@motohaul/contracts';
import type { Database, Transaction } from '../../db/database';
import { emailAlertSettings, leads, returnTripAlerts, returnTrips, users } from '../../db/schema';
import { enqueueMail, type Jobs, type OutgoingMail } from '../platform/platform-context';
import { DIGEST_LISTED_LEADS, digestEmail, newLeadEmail, unsubscribeUrlFor, type AlertLead, type AlertMailContext } from './email-alerts-mail';
import { unsubscribeToken } from './email-alerts-token';
import { leadForSale } from './for-sale';
import { maskContactDetails, maskContactDetailsAcross, maskLocation } from './lead-masking';

// The email alerts job (issue 29 item 3, ADR 0060; a pg-boss job since ADR 0074: lead-jobs.ts). The provider's
// settings row, taken FOR UPDATE SKIP LOCKED, makes each mail be written once: the leads after its mark go into the
// mail(s), and the mark (and the digest period) move in the same transaction as the outbox insert.

/**
 * Who gets alert mail: active provider owners with an email whose account is verified (the emailed link was used
 * or an admin approved them: the directory's rule, ADR 0030). Team members are never providers here.
 */
const eligible = and(eq(users.userType, 'provider'), eq(users.isActive, true), eq(users.isVerified, true), isNotNull(users.email), ne(users.email, ''));

/** The local date and hour of `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

interface Candidate {
  userId: number;
  frequency: EmailAlertFrequency;
  quietStartHour: number;
  quietEndHour: number;
  timeZone: string;
  lastDigestPeriod: string | null;
}

/** What is due for a provider at `now`: nothing, instant mails, or the digest of a period. */
export function dueWork(settings: Candidate, now: Date): { kind: 'none' } | { kind: 'instant' } | { kind: 'digest'; period: string } {
  const { day, hour } = localTime(now, settings.timeZone);
  if (settings.frequency === 'off' || inQuietHours(hour, settings)) return { kind: 'none' };
  if (settings.frequency === 'instant') return { kind: 'instant' };
  const period = settings.frequency === 'hourly' ? `${day}T${String(hour).padStart(2, '0')}` : day;
  if (settings.frequency === 'daily' && hour < DAILY_DIGEST_HOUR) return { kind: 'none' };
  return period === settings.lastDigestPeriod ? { kind: 'none' } : { kind: 'digest', period };
}

export interface EmailAlertsOptions {
  publicOrigin: string;
  /** The key of the unsubscribe tokens (the session secret). */
  secret: string;
  now: Date;
  /** 'instant' looks only at providers mailed instantly (a new lead arrived); 'all' at everyone (the timer). */
  scope?: 'instant' | 'all';
}

/**
 * Adds the settings row (the defaults) of every eligible provider without one. Its mark starts at the leads created
 * before they joined or more than a day ago, so the first digest holds at most a day's leads.
 */
async function addMissingSettings(db: Database): Promise<void> {
  await db.execute(sql`
    insert into ${emailAlertSettings} (user_id, mailed_through_lead_id)
    select ${users.id}, coalesce((select max(l.id) from ${leads} l where l.created_at < greatest(${users.createdAt}, now() - interval '1 day')), 0)
    from ${users}
    where ${eligible} and not exists (select 1 from ${emailAlertSettings} s where s.user_id = ${users.id})
    on conflict (user_id) do nothing`);
}

/** A provider's service area: its centre (none: all of Australia) and radius in km. */
export interface ServiceArea {
  latitude: number | null;
  longitude: number | null;
  radius: number;
}

/** The leads `area` covers: within its radius of its centre, or not placed; every lead for a provider without an area. */
export const inServiceArea = (area: ServiceArea) =>
  area.latitude === null || area.longitude === null
    ? sql`true`
    : sql`(${leads.latitude} is null or ${leads.longitude} is null
        or geo_km(geo_point(${area.latitude}::float8, ${area.longitude}::float8), geo_point(${leads.latitude}, ${leads.longitude})) <= ${area.radius})`;

/** The leads one of the provider's return trips has mailed them already (trip-alerts.ts): each lead is mailed once. */
const mailedForTrip = (userId: number) => sql`exists (
  select 1 from ${returnTripAlerts} join ${returnTrips} on ${returnTrips.id} = ${returnTripAlerts.tripId}
  where ${returnTripAlerts.leadId} = ${leads.id} and ${returnTripAlerts.mailed} and ${returnTrips.providerId} = ${userId})`;

/**
 * The leads after the mark (up to `through`) still for sale, that the provider's area covers (or all without an
 * area) and no trip alert has mailed them, oldest first; at most `limit` of them, each row with the `total` count.
 */
async function newLeadsFor(tx: Transaction, provider: ServiceArea & { userId: number; mark: number; through: number }, limit: number | null) {
  return tx
    .select({
      jobReference: leads.jobReference,
      make: leads.motorcycleMake,
      model: leads.motorcycleModel,
      year: leads.motorcycleYear,
      pickup: leads.pickupLocation,
      dropoff: leads.dropoffLocation,
      urgency: leads.urgency,
      createdAt: leads.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(leads)
    .where(
      and(
        sql`${leads.id} > ${provider.mark} and ${leads.id} <= ${provider.through}`,
        leadForSale,
        sql`${leads.createdById} is null`,
        inServiceArea(provider),
        sql`not ${mailedForTrip(provider.userId)}`,
      ),
    )
    .orderBy(leads.id)
    .limit(limit ?? 1_000_000);
}

type NewLead = Awaited<ReturnType<typeof newLeadsFor>>[number];

/** A lead as a provider who has not bought it may read it (the live stream's masking). */
const alertLead = (row: NewLead): AlertLead => ({
  jobReference: row.jobReference,
  vehicle: [row.year, ...maskContactDetailsAcross([row.make, row.model])].filter(Boolean).join(' '),
  pickup: maskLocation(maskContactDetails(row.pickup)) ?? 'pickup to be confirmed',
  dropoff: maskLocation(maskContactDetails(row.dropoff)) ?? 'drop-off to be confirmed',
  urgency: row.urgency,
});

/** A digest of `found`: only the leads it lists are masked and written out, the rest are counted. */
const digest = (context: AlertMailContext, found: readonly NewLead[], period: 'hourly' | 'daily' | 'quiet', total = found.length) =>
  digestEmail(context, found.slice(0, DIGEST_LISTED_LEADS).map(alertLead), period, total);

/** A provider's email alert settings as the job reads them (`mark`: the last lead mailed to them). */
const SETTINGS_COLUMNS = {
  userId: emailAlertSettings.userId,
  frequency: emailAlertSettings.frequency,
  quietStartHour: emailAlertSettings.quietStartHour,
  quietEndHour: emailAlertSettings.quietEndHour,
  timeZone: emailAlertSettings.timeZone,
  lastDigestPeriod: emailAlertSettings.lastDigestPeriod,
  mark: emailAlertSettings.mailedThroughLeadId,
};

/**
 * Writes what is due for one provider, if no other process holds their row; answers how many mails. A trip alert of a
 * new lead (trip-alerts.ts) takes the same row, so the two never both mail the provider the same lead.
 */
async function alertProvider(db: Database, jobs: Jobs, userId: number, options: EmailAlertsOptions): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(SETTINGS_COLUMNS)
      .from(emailAlertSettings)
      .where(eq(emailAlertSettings.userId, userId))
      .for('update', { skipLocked: true });
    if (!row) return 0;
    const work = dueWork(row, options.now);
    if (work.kind === 'none') return 0;
    const [provider] = await tx
      .select({ email: users.email, firstName: users.firstName, latitude: users.serviceLatitude, longitude: users.serviceLongitude, radius: users.serviceRadius })
      .from(users)
      .where(and(eq(users.id, userId), eligible));
    if (!provider?.email) return 0;
    const [{ through } = { through: 0 }] = await tx.select({ through: sql<number>`coalesce(max(${leads.id}), 0)::int` }).from(leads);
    // A digest reads only the leads it lists (and the count); instant mail reads every new lead (a few, normally).
    const limit = work.kind === 'digest' ? DIGEST_LISTED_LEADS : null;
    const found = through > row.mark ? await newLeadsFor(tx, { ...provider, userId, mark: row.mark, through }, limit) : [];

    const context: AlertMailContext = {
      to: provider.email,
      firstName: provider.firstName,
      publicOrigin: options.publicOrigin,
      unsubscribeUrl: unsubscribeUrlFor(options.publicOrigin, unsubscribeToken(options.secret, userId)),
      frequency: row.frequency,
    };
    const mails: OutgoingMail[] = [];
    if (work.kind === 'instant') {
      // Leads that arrived inside the quiet hours waited: they go together, the others one mail each.
      const held = found.filter((lead) => inQuietHours(localTime(lead.createdAt, row.timeZone).hour, row));
      if (held.length > 0) mails.push(digest(context, held, 'quiet'));
      for (const lead of found) if (!held.includes(lead)) mails.push(newLeadEmail(context, alertLead(lead)));
    } else if (found.length > 0) {
      mails.push(digest(context, found, row.frequency === 'hourly' ? 'hourly' : 'daily', found[0]!.total));
    }
    for (const mail of mails) await enqueueMail(tx, jobs, 'lead_alert', mail);
    await tx
      .update(emailAlertSettings)
      .set({ mailedThroughLeadId: Math.max(row.mark, through), ...(work.kind === 'digest' ? { lastDigestPeriod: work.period } : {}) })
      .where(eq(emailAlertSettings.userId, userId));
    return mails.length;
  });
}

/** One run of the job at `options.now`: answers how many mails it queued. */
export async function queueEmailAlerts(db: Database, jobs: Jobs, options: EmailAlertsOptions): Promise<number> {
  await addMissingSettings(db);
  const candidates = await db
    .select(SETTINGS_COLUMNS)
    .from(emailAlertSettings)
    .innerJoin(users, eq(users.id, emailAlertSettings.userId))
    .where(and(eligible, options.scope === 'instant' ? eq(emailAlertSettings.frequency, 'instant') : ne(emailAlertSettings.frequency, 'off')));
  // Instant mail is due only when a lead came after the provider's mark: no transaction per provider otherwise.
  const [{ latest } = { latest: 0 }] = await db.select({ latest: sql<number>`coalesce(max(${leads.id}), 0)::int` }).from(leads);
  let queued = 0;
  for (const candidate of candidates) {
    const work = dueWork(candidate, options.now).kind;
    if (work === 'none' || (work === 'instant' && candidate.mark >= latest)) continue;
    queued += await alertProvider(db, jobs, candidate.userId, options);
  }
  return queued;
}
