import { eq, sql } from 'drizzle-orm';
import type { SalesStage } from '@motohaul/contracts';
import type { Database, Transaction } from '../../db/database';
import { leadPurchases, leads, priceGuideSamples } from '../../db/schema';
import { defineJob, sendJob, type Jobs } from '../platform/platform-context';
import { toCents } from './money';
import { tripBetween } from './price-guide-trip';

// The price guide's samples (issue 47 item 1): a delivered job's recorded payment, kept with its trip. A provider's
// stage update queues the job that writes (or removes) the purchase's sample, in the update's transaction.

/** The stages of a job that was delivered. */
const DELIVERED: readonly SalesStage[] = ['delivered', 'invoice_paid', 'finalised'];

export const PRICE_SAMPLE_JOB = 'price-guide-sample';

/**
 * Writes the sample of one purchase when its job was delivered with a payment amount above $0 between two places that
 * are found; removes it otherwise (moved back, declined, amount cleared). Safe to run again, and in any order: each run
 * takes the purchase's lock, then reads its latest state.
 */
export async function recordPriceSample(db: Database, purchaseId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('price-guide-sample'), ${purchaseId})`);
    await writeSample(tx, purchaseId);
  });
}

async function writeSample(db: Transaction, purchaseId: number): Promise<void> {
  const [row] = await db
    .select({
      providerId: leadPurchases.buyerId,
      stage: leadPurchases.salesStage,
      amount: leadPurchases.customerPaymentAmount,
      deliveredAt: sql<Date>`coalesce(${leadPurchases.safetyCheckPassedAt}, ${leadPurchases.invoicePaidAt}, ${leadPurchases.finalisedAt}, ${leadPurchases.updatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      pickup: leads.pickupLocation,
      dropoff: leads.dropoffLocation,
    })
    .from(leadPurchases)
    .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
    .where(eq(leadPurchases.id, purchaseId));
  const delivered = row && DELIVERED.includes(row.stage) && row.amount !== null && toCents(row.amount) > 0;
  const trip = delivered ? await tripBetween(db, row.pickup, row.dropoff) : null;
  if (!row || !trip) {
    await db.delete(priceGuideSamples).where(eq(priceGuideSamples.purchaseId, purchaseId));
    return;
  }
  const sample = { providerId: row.providerId, amount: row.amount!, deliveredAt: row.deliveredAt, ...trip };
  await db
    .insert(priceGuideSamples)
    .values({ purchaseId, ...sample })
    .onConflictDoUpdate({ target: priceGuideSamples.purchaseId, set: sample });
}

/** Queues the sample's refresh in the stage update's transaction. */
export const queuePriceSample = (jobs: Jobs, tx: Transaction, purchaseId: number) => sendJob(jobs, tx, PRICE_SAMPLE_JOB, { purchaseId });

/** The job that writes a purchase's sample. */
export const priceSampleJob = (db: Database) =>
  defineJob<{ purchaseId: number }>({ name: PRICE_SAMPLE_JOB, run: ({ purchaseId }) => recordPriceSample(db, purchaseId) });
