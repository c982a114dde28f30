import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { DEFAULT_EMAIL_ALERTS, inQuietHours, todayInSydney, tripFitLabel, type PushPayload } from '@motohaul/contracts';
import type { Database, Transaction } from '../../db/database';
import { emailAlertSettings, leads, returnTripAlerts, returnTrips, users } from '../../db/schema';
import { enqueueMail, type Jobs } from '../platform/platform-context';
import { inServiceArea, localTime, type ServiceArea } from './email-alerts-job';
import { tripFitEmail, unsubscribeUrlFor, type AlertLead } from './email-alerts-mail';
import { unsubscribeToken } from './email-alerts-token';
import { leadForSale } from './for-sale';
import { maskContactDetails, maskLocation } from './lead-masking';
import { LEAD_TRIP_COLUMNS, leadTripOf, routeOf } from './return-trips';
import { NEAR_END_KM, tripFits } from './trip-fit';
import type { PushService } from './push-service';

// A new lead that fits providers' return trips (issue 47 item 4, ADR 0083) is alerted to each of them once, whatever
// their service area: 'Fits your trip to Brisbane on 12 Dec', pushed to their devices and mailed when their new-lead
// emails are on and it is not their quiet hours. The lead's pushes job sends this job when its own fan-out is done,
// so the trip's push (same tag, `lead-<id>`) replaces the plain new-lead push on a device that got both. A lead is
// mailed to a provider once: the alert does not mail a lead their new-lead mails (email-alerts-job.ts) already sent
// them, and records when it mails one, which those mails then leave out; both take the provider's alert settings row
// first, so whichever runs second sees what the first did.

export const TRIP_ALERTS = 'trip-alerts';

export interface TripAlertsOptions {
  publicOrigin: string;
  /** The key of the alert mails' unsubscribe tokens (the session secret). */
  secret: string;
  now: Date;
}

/** The trips (of active provider owners, not ended) that end near the lead's drop-off, soonest first, with their owners. */
function tripsEndingNear(db: Database, dropoff: { latitude: number; longitude: number }, today: string) {
  const end = sql`geo_point(${returnTrips.toLatitude}, ${returnTrips.toLongitude})`;
  const point = sql`geo_point(${dropoff.latitude}::float8, ${dropoff.longitude}::float8)`;
  return db
    .select({
      trip: returnTrips,
      email: users.email,
      firstName: users.firstName,
      verified: users.isVerified,
      area: { latitude: users.serviceLatitude, longitude: users.serviceLongitude, radius: users.serviceRadius },
    })
    .from(returnTrips)
    .innerJoin(users, eq(users.id, returnTrips.providerId))
    .where(
      and(
        gte(returnTrips.endDate, today),
        eq(users.userType, 'provider'),
        eq(users.isActive, true),
        sql`${end} <@ cube_enlarge(${point}, ${NEAR_END_KM}::float8, 3) and geo_km(${end}, ${point}) <= ${NEAR_END_KM}`,
      ),
    )
    .orderBy(asc(returnTrips.startDate), asc(returnTrips.id));
}

/** Whether the provider's new-lead mails have sent them the lead: their mark has passed it, and their area covers it. */
async function mailedForArea(tx: Transaction, area: ServiceArea, leadId: number, mark: number): Promise<boolean> {
  if (mark < leadId) return false;
  const covered = await tx.select({ id: leads.id }).from(leads).where(and(eq(leads.id, leadId), inServiceArea(area)));
  return covered.length > 0;
}

/**
 * Alerts the providers whose trips the lead fits: one alert per provider (their soonest fitting trip), recorded with
 * its mail in one transaction, so a repeated job alerts nobody twice. Answers the trips alerted.
 */
export async function alertTripsOfLead(db: Database, jobs: Jobs, push: Pick<PushService, 'toUser'>, leadId: number, options: TripAlertsOptions): Promise<number[]> {
  const [lead] = await db
    .select({
      ...LEAD_TRIP_COLUMNS,
      jobReference: leads.jobReference,
      make: leads.motorcycleMake,
      model: leads.motorcycleModel,
      year: leads.motorcycleYear,
      pickupLocation: leads.pickupLocation,
      dropoffLocation: leads.dropoffLocation,
      urgency: leads.urgency,
    })
    .from(leads)
    .where(and(eq(leads.id, leadId), leadForSale, isNull(leads.createdById)));
  const placed = lead ? leadTripOf(lead) : null;
  if (!lead || !placed?.pickup || !placed.dropoff) return [];

  const candidates = (await tripsEndingNear(db, placed.dropoff, todayInSydney(options.now))).filter(({ trip }) => tripFits(routeOf(trip), placed));
  const alerted: number[] = [];
  const told = new Set<number>();
  const pickup = maskLocation(maskContactDetails(lead.pickupLocation)) ?? 'pickup to be confirmed';
  const dropoff = maskLocation(maskContactDetails(lead.dropoffLocation)) ?? 'drop-off to be confirmed';
  const alertLead: AlertLead = {
    jobReference: lead.jobReference,
    vehicle: [lead.year, maskContactDetails(lead.make), maskContactDetails(lead.model)].filter(Boolean).join(' '),
    pickup,
    dropoff,
    urgency: lead.urgency,
  };

  for (const { trip, email, firstName, verified, area } of candidates) {
    if (told.has(trip.providerId)) continue;
    told.add(trip.providerId);
    const label = tripFitLabel(trip);
    const isNew = await db.transaction(async (tx) => {
      const [settings] = await tx.select().from(emailAlertSettings).where(eq(emailAlertSettings.userId, trip.providerId)).for('update');
      const { frequency, ...quiet } = settings ?? DEFAULT_EMAIL_ALERTS;
      const mailed =
        Boolean(verified && email) &&
        frequency !== 'off' &&
        !inQuietHours(localTime(options.now, quiet.timeZone).hour, quiet) &&
        !(settings && (await mailedForArea(tx, area, leadId, settings.mailedThroughLeadId)));
      const [row] = await tx
        .insert(returnTripAlerts)
        .values({ tripId: trip.id, leadId, mailed })
        .onConflictDoNothing()
        .returning({ tripId: returnTripAlerts.tripId });
      if (!row) return false;
      if (mailed && email) {
        const context = {
          to: email,
          firstName,
          publicOrigin: options.publicOrigin,
          unsubscribeUrl: unsubscribeUrlFor(options.publicOrigin, unsubscribeToken(options.secret, trip.providerId)),
          frequency,
        };
        await enqueueMail(tx, jobs, 'lead_alert', tripFitEmail(context, alertLead, label));
      }
      return true;
    });
    if (!isNew) continue;
    alerted.push(trip.id);
    const payload: PushPayload = {
      type: 'new_lead',
      title: label,
      body: `${maskContactDetails(lead.make)} ${maskContactDetails(lead.model)}: ${pickup} → ${dropoff}`,
      tag: `lead-${lead.id}`,
      url: `/dashboard/leads/${encodeURIComponent(lead.jobReference)}`,
    };
    await push.toUser(trip.providerId, payload, lead.id);
  }
  return alerted;
}
