import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { hashPassword, type CertificateStore } from '../../contexts/accounts/accounts-context';
import type { Database } from '../database';
import { businessDetails, discountCodes, leadPurchases, leads, providerReviews, suburbs, users } from '../schema';
import { approvedBusiness, demoCertificatePdf, expiringBusiness, pendingBusiness } from './demo-business';
import { ensureAdminAccount, type AdminAccountResult } from './admin-account';
import { DEMO_DISCOUNT_CODES } from './discount-codes';
import { seedDemoCancellations } from './demo-cancellations';
import { seedDemoEmailAlerts } from './demo-email-alerts';
import { DEMO_LEADS, toLead } from './demo-leads';
import { seedMapLeads } from './demo-map-leads';
import { seedDeliveredJobs, seedPriceSamples } from './demo-price-guide';
import { seedDemoPush } from './demo-push';
import { seedDemoTracking } from './demo-tracking';
import { seedDemoTrips } from './demo-trips';
import { demoPurchase, HOUR_MS, stageDates } from './demo-pipeline';
import { DEMO_REVIEWS } from './demo-reviews';
import { DEMO_ADMIN, DEMO_EXPIRING_PROVIDER, DEMO_PENDING_PROVIDER, DEMO_PROVIDER, DEMO_TEAM_MEMBER } from './demo-users';
import { NSW_SUBURBS } from './suburbs';

export interface SeedOptions {
  seedDemo: boolean;
  admin: { username: string; password: string } | null;
  leadPrice: string;
  /** Where the demo providers' insurance certificates are written (ADR 0055); without it they have none. */
  certificates?: CertificateStore;
  /** Demo mode: the API's own origin, where the demo provider's phone receives Web Push (demo-push.ts). */
  demoPushOrigin?: string;
}

export interface SeedReport {
  /** True when this run created the demo accounts and data. */
  demoSeeded: boolean;
  admin: AdminAccountResult | null;
}


/**
 * Reference data always (the NSW suburbs, idempotently); demo data only into a database with
 * no users; the configured super admin on every start. Safe to run on every start.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  await db.insert(suburbs).values(NSW_SUBURBS).onConflictDoNothing();
  const demoSeeded = options.seedDemo && (await seedDemoData(db, options.leadPrice, options.certificates));
  if (demoSeeded && options.demoPushOrigin) await seedDemoPush(db, options.demoPushOrigin);
  const admin = options.admin ? await ensureAdminAccount(db, options.admin) : null;
  return { demoSeeded, admin };
}

async function seedDemoData(db: Database, leadPrice: string, certificates: CertificateStore | undefined): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return false;

  // Hash outside the transaction: PGlite serialises everything while a transaction is open.
  const [providerPassword, adminPassword, teamPassword] = await Promise.all([
    hashPassword(DEMO_PROVIDER.password),
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_TEAM_MEMBER.password),
  ]);
  const now = Date.now();
  const businesses: { id: number; company: string; row: ReturnType<typeof approvedBusiness> }[] = [];

  await db.transaction(async (tx) => {
    const [provider] = await tx
      .insert(users)
      .values({ ...DEMO_PROVIDER, password: providerPassword })
      .returning({ id: users.id });
    // The review's states (ADR 0055): the demo provider verified and insured, one submission pending, one insurance
    // expiring within 30 days.
    for (const [demo, business] of [
      [DEMO_PROVIDER, approvedBusiness],
      [DEMO_PENDING_PROVIDER, pendingBusiness],
      [DEMO_EXPIRING_PROVIDER, expiringBusiness],
    ] as const) {
      const id = demo === DEMO_PROVIDER ? provider?.id : (await tx.insert(users).values({ ...demo, password: providerPassword }).returning({ id: users.id }))[0]?.id;
      if (id === undefined) throw new Error(`Seeding ${demo.username} returned no row`);
      const row = business(new Date(now));
      await tx.insert(businessDetails).values({ userId: id, ...row });
      businesses.push({ id, company: demo.companyName ?? '', row });
    }
    await tx.insert(users).values({ ...DEMO_ADMIN, password: adminPassword });
    if (!provider) throw new Error('Seeding the demo provider returned no row');
    await tx.insert(users).values({ ...DEMO_TEAM_MEMBER, password: teamPassword, teamOwnerId: provider.id });

    await tx.insert(discountCodes).values(DEMO_DISCOUNT_CODES).onConflictDoNothing();
    await seedMapLeads(tx, leadPrice, now);
    // A job in transit whose rider's status page shows the motorcycle's last position (issue 47 item 2).
    await seedDemoTracking(tx, provider.id, leadPrice, now);
    await seedDeliveredJobs(tx, leadPrice, now);

    for (const demo of DEMO_LEADS) {
      const createdAt = new Date(now - demo.hoursAgo * HOUR_MS);
      const [lead] = await tx
        .insert(leads)
        .values(toLead(demo, leadPrice, createdAt))
        .returning({ id: leads.id });
      if (!lead || !demo.purchase) continue;
      const purchasedAt = new Date(createdAt.getTime() + 3 * HOUR_MS);
      await tx.insert(leadPurchases).values(demoPurchase(lead.id, { id: provider.id, account: DEMO_PROVIDER }, demo.purchase, leadPrice, purchasedAt));
      // The rider's review, written a day after the delivery (ADR 0056); the reply a few hours later.
      const review = DEMO_REVIEWS[demo.customerPhone];
      const deliveredAt = stageDates(demo.purchase.salesStage, purchasedAt).safetyCheckPassedAt;
      if (!review || !deliveredAt) continue;
      const reviewedAt = new Date(deliveredAt.getTime() + 24 * HOUR_MS);
      await tx.insert(providerReviews).values({
        leadId: lead.id,
        providerId: provider.id,
        rating: review.rating,
        comment: review.comment,
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
        reply: review.reply ?? null,
        repliedAt: review.reply ? new Date(reviewedAt.getTime() + 5 * HOUR_MS) : null,
      });
    }
    // Riders' cancellations (issue 47 item 3): one credited automatically, one an ordinary claim, one to cancel by hand.
    await seedDemoCancellations(tx, { id: provider.id, account: DEMO_PROVIDER }, leadPrice, now);
  });
  await seedDemoEmailAlerts(db);
  await seedDemoTrips(db);
  await seedPriceSamples(db);
  if (certificates) {
    for (const { id, company, row } of businesses) {
      const bytes = demoCertificatePdf(company, row.insurer, row.insuranceExpiresOn);
      const key = `provider-${id}/${randomUUID()}.pdf`;
      await certificates.put(key, bytes, 'application/pdf');
      await db
        .update(businessDetails)
        .set({ certificateKey: key, certificateType: 'application/pdf', certificateSize: bytes.byteLength, certificateUploadedAt: row.submittedAt })
        .where(eq(businessDetails.userId, id));
    }
  }
  return true;
}
