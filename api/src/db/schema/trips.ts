import { doublePrecision, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { leadPurchases } from './lead-purchases';

/**
 * A purchase's trip (issue 47 item 2, ADR 0084): the buyer's phone shares its position while the motorcycle travels.
 * One row per purchase; a new 'Start trip' starts it again. It keeps the last position only; the trail of earlier ones
 * is in trip_positions until the trip ends (delivered, stopped, or TRIP_MAX_HOURS after it started).
 */
export const trips = pgTable('trips', {
  purchaseId: integer('purchase_id')
    .primaryKey()
    .references(() => leadPurchases.id, { onDelete: 'cascade' }),
  startedAt: timestamptz('started_at').notNull(),
  /** startedAt + TRIP_MAX_HOURS: sharing stops by itself then. */
  endsAt: timestamptz('ends_at').notNull(),
  stoppedAt: timestamptz('stopped_at'),
  lastLatitude: doublePrecision('last_latitude'),
  lastLongitude: doublePrecision('last_longitude'),
  lastAccuracyM: doublePrecision('last_accuracy_m'),
  /** When the phone took the last position. */
  lastRecordedAt: timestamptz('last_recorded_at'),
  /** When the server took it: the per-trip rate limit counts from here. */
  lastReceivedAt: timestamptz('last_received_at'),
});

/** The trail of a trip in progress: deleted when the trip ends, so no position outlives it but the trip's last. */
export const tripPositions = pgTable(
  'trip_positions',
  {
    id: id(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => trips.purchaseId, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: doublePrecision('accuracy_m').notNull(),
    recordedAt: timestamptz('recorded_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [index('trip_positions_purchase_idx').on(t.purchaseId, t.recordedAt)],
);
