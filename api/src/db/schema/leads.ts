import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InspectionType, LeadStatus, Timeframe, Urgency } from '@motohaul/contracts';
import { createdAt, id, money, timestamptz } from './columns';
import { suburbs } from './suburbs';
import { users } from './users';

/** Job references read MT-250001, MT-250002, ...: unique across processes because a sequence hands them out. */
export const jobReferenceSequence = pgSequence('lead_job_reference_seq', { startWith: 250001 });

/** Lead (spec §3): a rider's quote request, or a lead a provider entered by hand. */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    jobReference: text('job_reference')
      .notNull()
      .default(sql`'MT-' || nextval('lead_job_reference_seq')::text`),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The provider who entered a manual lead; null for a rider's quote. */
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    customerAddress: text('customer_address'),
    motorcycleMake: text('motorcycle_make').notNull(),
    motorcycleModel: text('motorcycle_model').notNull(),
    motorcycleYear: integer('motorcycle_year'),
    vehicleRego: text('vehicle_rego'),
    canRollAndSteer: boolean('can_roll_and_steer').notNull().default(true),
    pickupLocation: text('pickup_location'),
    dropoffLocation: text('dropoff_location'),
    timeframe: text('timeframe').$type<Timeframe | (string & {})>(),
    preferredPickupDate: date('preferred_pickup_date', { mode: 'string' }),
    preferredDropoffDate: date('preferred_dropoff_date', { mode: 'string' }),
    isFlexibleDates: boolean('is_flexible_dates').notNull().default(true),
    specialRequests: text('special_requests'),
    urgency: text('urgency').$type<Urgency>(),
    travelDistance: integer('travel_distance'),
    preferredLocation: text('preferred_location'),
    budgetConcern: text('budget_concern'),
    previousExperience: text('previous_experience'),
    inspectionType: text('inspection_type').$type<InspectionType>(),
    leadScore: integer('lead_score').notNull().default(0),
    status: text('status').$type<LeadStatus>().notNull().default('available'),
    price: money('price').notNull().default('50.00'),
    suburbId: integer('suburb_id').references(() => suburbs.id, { onDelete: 'set null' }),
    /** The pickup's coordinates (from the locality it names), null when unknown. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    dropoffLatitude: doublePrecision('dropoff_latitude'),
    dropoffLongitude: doublePrecision('dropoff_longitude'),
    /** Later requests of the same rider for the same trip that were attached to this lead (ADR 0013). */
    mergedRequests: integer('merged_requests').notNull().default(0),
    lastMergedAt: timestamptz('last_merged_at'),
    isArchived: boolean('is_archived').notNull().default(false),
    archivedAt: timestamptz('archived_at'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at'),
    /** The rider's private status link (issue 15): an unguessable token, not the lead id; null for manual leads. */
    statusToken: text('status_token'),
    /**
     * Where a rider's quote came from (issue 45 item 4, ADR 0080): the sender's address key (an IPv4 address, an IPv6
     * /64) and the account its browser was signed in to, if any. A review of the lead by its own buyer's network or
     * browser waits for an admin.
     */
    quoteAddressKey: text('quote_address_key'),
    quoteUserId: integer('quote_user_id'),
    /**
     * The rider said they no longer need transport (issue 47 item 3), by the status token alone, once: when, and the
     * reason they gave. An unsold lead is archived with it (it leaves the list); a sold one keeps its purchase.
     */
    cancelledAt: timestamptz('cancelled_at'),
    cancellationReason: text('cancellation_reason'),
  },
  (t) => [
    uniqueIndex('leads_job_reference_unique').on(t.jobReference),
    index('leads_available_list_idx').on(t.status, t.isArchived, t.createdAt.desc().nullsFirst()),
    /** Keyset pages of GET /api/leads: (created_at, id) descending over the available, unarchived leads only. */
    index('leads_available_keyset_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql.raw(`status = 'available' and is_archived = false`)),
    /** The available leads without a placed pickup, newest first: few, counted and listed after the placed ones (ADR 0048). */
    index('leads_available_unplaced_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql.raw(`status = 'available' and is_archived = false and (latitude is null or longitude is null)`)),
    /**
     * Every lead newest first: the admin's All Leads pages (ADR 0048). Its trailing columns answer demand by state
     * (the period's rider leads per pickup text, sold or not) from the index alone (ADR 0067).
     */
    index('leads_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.createdById,
      t.pickupLocation,
      t.status,
    ),
    index('leads_created_by_idx').on(t.createdById),
    uniqueIndex('leads_status_token_unique').on(t.statusToken),
    /** Duplicate check: the same rider's (normalised phone) recent requests. */
    index('leads_customer_phone_created_idx').on(t.customerPhone, t.createdAt.desc()),
    /** Nearest available leads first (GiST k-nearest-neighbour on geo_point, migration 0004; ADR 0012). */
    index('leads_available_pickup_geo_idx')
      .using('gist', sql`geo_point(${t.latitude}, ${t.longitude})`)
      .where(sql.raw(`status = 'available' and is_archived = false and latitude is not null and longitude is not null`)),
    /** The admin's All Leads search (ILIKE '%text%' on any of these): trigrams, one GIN index for the five (ADR 0057). */
    index('leads_search_trgm_idx').using(
      'gin',
      t.jobReference.op('gin_trgm_ops'),
      t.motorcycleMake.op('gin_trgm_ops'),
      t.motorcycleModel.op('gin_trgm_ops'),
      t.pickupLocation.op('gin_trgm_ops'),
      t.dropoffLocation.op('gin_trgm_ops'),
    ),
    /** Available leads by drop-off: those ending near a return trip's end (issue 47 item 4, ADR 0083). */
    index('leads_available_dropoff_geo_idx')
      .using('gist', sql`geo_point(${t.dropoffLatitude}, ${t.dropoffLongitude})`)
      .where(sql.raw(`status = 'available' and is_archived = false and dropoff_latitude is not null and dropoff_longitude is not null`)),
    /** The available leads of one point (one locality) by id: the ties of a nearest-first page (ADR 0057). */
    index('leads_available_point_idx')
      .on(t.latitude, t.longitude, t.id)
      .where(sql.raw(`status = 'available' and is_archived = false and latitude is not null and longitude is not null`)),
    /** The few leads with repeat requests: the admin overview sums them without reading every lead (ADR 0057). */
    index('leads_merged_idx').on(t.mergedRequests).where(sql.raw(`merged_requests > 0`)),
    check('leads_lead_score_check', sql`${t.leadScore} between 0 and 10`),
    check('leads_price_check', sql`${t.price} >= 0`),
    check('leads_cancellation_check', sql`(${t.cancelledAt} is null) = (${t.cancellationReason} is null)`),
  ],
);
