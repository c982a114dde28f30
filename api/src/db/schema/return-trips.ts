import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, cascadeRef } from './columns';
import { leads } from './leads';
import { users } from './users';

/**
 * A provider owner's planned trip with free space (issue 47 item 4, ADR 0083): from and to are localities placed like
 * a lead's (their centres), the dates Sydney calendar days. Leads that fit it are alerted and marked (trip-fit.ts).
 */
export const returnTrips = pgTable(
  'return_trips',
  {
    id: id(),
    providerId: cascadeRef('provider_id', () => users.id),
    fromLocation: text('from_location').notNull(),
    fromPlace: text('from_place').notNull(),
    fromLatitude: doublePrecision('from_latitude').notNull(),
    fromLongitude: doublePrecision('from_longitude').notNull(),
    toLocation: text('to_location').notNull(),
    toPlace: text('to_place').notNull(),
    toLatitude: doublePrecision('to_latitude').notNull(),
    toLongitude: doublePrecision('to_longitude').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    freeSpaces: integer('free_spaces').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('return_trips_provider_idx').on(t.providerId, t.endDate),
    /** The trips ending near a new lead's drop-off (a GiST box around it, then the exact distance: trip-alerts.ts). */
    index('return_trips_end_geo_idx').using('gist', sql`geo_point(${t.toLatitude}, ${t.toLongitude})`),
    check('return_trips_free_spaces_check', sql`${t.freeSpaces} between 1 and 10`),
    check('return_trips_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * A trip's alert of a lead, written with its mail in one transaction: each lead is alerted once per trip. `mailed`: the
 * alert mailed the lead, so the new-lead mails leave it out (each lead is mailed to a provider once).
 */
export const returnTripAlerts = pgTable(
  'return_trip_alerts',
  {
    tripId: cascadeRef('trip_id', () => returnTrips.id),
    leadId: cascadeRef('lead_id', () => leads.id),
    mailed: boolean('mailed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.leadId] }), index('return_trip_alerts_lead_idx').on(t.leadId)],
);
