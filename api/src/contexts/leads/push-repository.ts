import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { leads, pushDeliveries, pushSubscriptions, users } from '../../db/schema';
import { usersCoveringQuery } from './notifications-repository';

export interface StoredSubscription {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface DeliveryRecord {
  subscriptionId: number | null;
  leadId: number | null;
  type: string;
  endpointHost: string;
  title: string;
  status: number;
  error: string | null;
}

/** How long a delivery is kept (the admin's list, and who is told a lead was sold). */
const DELIVERIES_KEPT_DAYS = 14;

const target = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

export function createPushRepository(db: Database) {
  return {
    /**
     * Adds the user's device, or renews its keys when it is theirs already. An endpoint another account subscribed is
     * left to that account: null (a device is never moved from one account to another by whoever knows its endpoint).
     */
    async upsert(userId: number, subscription: { endpoint: string; p256dh: string; auth: string }, deviceLabel: string) {
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ userId, ...subscription, deviceLabel })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { p256dh: subscription.p256dh, auth: subscription.auth, deviceLabel },
          setWhere: sql`${pushSubscriptions.userId} = ${userId}`,
        })
        .returning();
      return row ?? null;
    },

    /** How many devices the user has, and whether `endpoint` is one of them. */
    async devicesOf(userId: number, endpoint: string): Promise<{ count: number; hasEndpoint: boolean }> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, hasEndpoint: sql<boolean>`coalesce(bool_or(${pushSubscriptions.endpoint} = ${endpoint}), false)` })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      return row ?? { count: 0, hasEndpoint: false };
    },

    listOf(userId: number) {
      return db
        .select({ endpoint: pushSubscriptions.endpoint, deviceLabel: pushSubscriptions.deviceLabel, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
    },

    targetsOf(userId: number): Promise<StoredSubscription[]> {
      return db.select(target).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    /** Removes the user's own device; answers whether there was one. */
    async removeOwn(userId: number, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** Forgets devices whose push service answered 404 or 410 (the subscription is gone). */
    async removeGone(ids: number[]) {
      if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    },

    /**
     * The devices a new lead picked up at the point is pushed to: those of active providers whose service area covers
     * it or who have none (the live stream's rule, usersCoveringQuery); every provider's when the pickup is not placed.
     * Team members never subscribe.
     */
    async targetsForLead(latitude: number | null, longitude: number | null): Promise<StoredSubscription[]> {
      const rows = await db
        .select(target)
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(and(eq(users.userType, 'provider'), eq(users.isActive, true)));
      if (latitude === null || longitude === null || rows.length === 0) return rows;
      const providers = [...new Set(rows.map((row) => row.userId))];
      const covered = new Set((await usersCoveringQuery(db, providers, latitude, longitude)).map((row) => row.id));
      return rows.filter((row) => covered.has(row.userId));
    },

    /** The devices that were told of a lead (a delivered new_lead push) and still exist. */
    toldOf(leadId: number): Promise<StoredSubscription[]> {
      return db
        .selectDistinct(target)
        .from(pushDeliveries)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
        .where(and(eq(pushDeliveries.leadId, leadId), eq(pushDeliveries.type, 'new_lead'), sql`${pushDeliveries.status} between 200 and 299`, isNotNull(pushDeliveries.subscriptionId)));
    },

    /** Records a fan-out's deliveries in one statement, and drops those past their keeping time. */
    async record(deliveries: DeliveryRecord[]) {
      if (deliveries.length === 0) return;
      // A device removed while its push was on the way is recorded without it (its foreign key would refuse the row).
      const ids = [...new Set(deliveries.flatMap((delivery) => (delivery.subscriptionId === null ? [] : [delivery.subscriptionId])))];
      const existing = ids.length === 0 ? new Set<number>() : new Set((await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids))).map((row) => row.id));
      await db.insert(pushDeliveries).values(
        deliveries.map((delivery) => ({ ...delivery, subscriptionId: delivery.subscriptionId !== null && existing.has(delivery.subscriptionId) ? delivery.subscriptionId : null })),
      );
      await db.delete(pushDeliveries).where(lt(pushDeliveries.createdAt, sql`now() - make_interval(days => ${DELIVERIES_KEPT_DAYS})`));
    },

    /** What a sold lead's push names (any lead, for sale or not). */
    async leadSummary(leadId: number) {
      const [row] = await db
        .select({ id: leads.id, jobReference: leads.jobReference, make: leads.motorcycleMake, model: leads.motorcycleModel })
        .from(leads)
        .where(eq(leads.id, leadId));
      return row ?? null;
    },

    /** The latest deliveries, newest first (the admin Outbox). */
    recent(limit: number) {
      return db
        .select({
          id: pushDeliveries.id,
          type: pushDeliveries.type,
          endpointHost: pushDeliveries.endpointHost,
          title: pushDeliveries.title,
          status: pushDeliveries.status,
          error: pushDeliveries.error,
          createdAt: pushDeliveries.createdAt,
        })
        .from(pushDeliveries)
        .orderBy(desc(pushDeliveries.id))
        .limit(limit);
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
