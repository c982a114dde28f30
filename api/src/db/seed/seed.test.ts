import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { priceGuideText, purchaseFormSchema, SALES_STAGES, todayInSydney, validate, type PriceGuide } from '@motohaul/contracts';
import { badgeColumns } from '../../contexts/accounts/business-details-repository';
import { diskCertificateStore } from '../../contexts/accounts/certificate-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../contexts/accounts/password';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from '../database';
import { businessDetails, discountCodes, leadPurchases, leads, providerReviews, suburbs, users } from '../schema';
import { seedDatabase } from './seed';
import { fitsOfTrips, upcomingTrips } from '../../contexts/leads/return-trips';
import { priceGuideFor } from '../../contexts/sales/price-guide';
import { tripBetween } from '../../contexts/sales/price-guide-trip';

describe('seedDatabase', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.close());

  const counts = async () => {
    const { db } = database;
    const one = async (table: typeof users | typeof leads | typeof suburbs | typeof discountCodes | typeof leadPurchases) =>
      (await db.select({ n: count() }).from(table))[0]?.n;
    return { users: await one(users), leads: await one(leads), suburbs: await one(suburbs), codes: await one(discountCodes), purchases: await one(leadPurchases) };
  };

  it('when run twice on an empty database, then the demo data is created once', async () => {
    const options = { seedDemo: true, admin: null, leadPrice: '25.00' };
    expect((await seedDatabase(database.db, options)).demoSeeded).toBe(true);
    const first = await counts();
    expect((await seedDatabase(database.db, options)).demoSeeded).toBe(false);

    expect(await counts()).toEqual(first);
    expect(first).toMatchObject({ users: 5, suburbs: 18, codes: 3 });
    expect(first.leads).toBeGreaterThanOrEqual(18);
    const sold = await database.db.select({ n: count() }).from(leads).where(eq(leads.status, 'sold'));
    expect(sold[0]?.n).toBe(first.purchases);

    const [provider] = await database.db.select().from(users).where(eq(users.username, 'demo-provider'));
    expect(provider?.userType).toBe('provider');
    expect(await verifyPassword(provider!.password, 'provider123')).toBe(true);
    expect(provider!.password).toMatch(/^\$argon2id\$/);

    // The super admin claims leads through the purchase form, which needs the buyer's phone (spec §5).
    const [admin] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin?.userType).toBe('super_admin');
    const claim = validate(purchaseFormSchema, { buyerName: `${admin!.firstName} ${admin!.lastName}`, buyerEmail: admin!.email ?? '', buyerPhone: admin!.phone ?? '' });
    expect(claim.success ? null : claim.fieldErrors).toBeNull();

    const [member] = await database.db.select().from(users).where(eq(users.username, 'demo-team'));
    expect(member).toMatchObject({ userType: 'team_member', teamOwnerId: provider!.id, isActive: true });
    expect(await verifyPassword(member!.password, 'team123')).toBe(true);
  });

  it('when the demo data is seeded, then it tells the story: every state, coordinates, E.164 phones, every pipeline stage with ordered dates', async () => {
    await seedDatabase(database.db, { seedDemo: true, admin: null, leadPrice: '25.00' });
    const now = Date.now();
    const allLeads = await database.db.select().from(leads);

    const states = new Set(allLeads.map((lead) => /\b(NSW|VIC|QLD|WA|SA|TAS|NT|ACT)\b/.exec(lead.pickupLocation ?? '')?.[1]));
    expect([...states].sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    for (const lead of allLeads) {
      expect(lead.customerPhone, lead.customerName).toMatch(/^\+614\d{8}$/);
      // Inside Australia's mainland and Tasmania.
      for (const [lat, lon] of [[lead.latitude, lead.longitude], [lead.dropoffLatitude, lead.dropoffLongitude]]) {
        expect(lat, lead.pickupLocation ?? '').toBeGreaterThan(-44);
        expect(lat).toBeLessThan(-10);
        expect(lon).toBeGreaterThan(112);
        expect(lon).toBeLessThan(154);
      }
    }

    const [provider] = await database.db.select().from(users).where(eq(users.username, 'demo-provider'));
    expect(provider).toMatchObject({ companyName: 'Harbour City Moto Transport', serviceRadius: 50 });
    expect(provider!.phone).toBeTruthy();
    expect(provider!.serviceLatitude).toBeCloseTo(-33.8, 0);
    expect(provider!.serviceLongitude).toBeCloseTo(151, 0);

    const purchases = await database.db.select().from(leadPurchases).where(eq(leadPurchases.buyerId, provider!.id));
    expect(new Set(purchases.map((purchase) => purchase.salesStage))).toEqual(new Set(SALES_STAGES));
    const ages = purchases.map((purchase) => (now - purchase.purchasedAt.getTime()) / 86_400_000);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(21);
    for (const purchase of purchases) {
      const stage = purchase.salesStage;
      const stamps = [purchase.purchasedAt, purchase.calledAt, purchase.bookedInAt, purchase.safetyCheckPassedAt, purchase.invoicePaidAt, purchase.finalisedAt].filter(
        (date) => date !== null,
      );
      const times = stamps.map((date) => date.getTime());
      expect(times, stage).toEqual([...times].sort((a, b) => a - b));
      // The last change is the latest stage date, never in the future.
      expect(purchase.updatedAt.getTime(), stage).toBeGreaterThanOrEqual(Math.max(...times, purchase.declinedAt?.getTime() ?? 0));
      expect(purchase.updatedAt.getTime(), stage).toBeLessThanOrEqual(now);
      expect(purchase.calledAt === null, stage).toBe(stage === 'purchased');
      expect(purchase.bookedInAt !== null, stage).toBe(['booked_in', 'picked_up', 'in_transit', 'delivered', 'invoice_paid', 'finalised'].includes(stage));
      // Delivered is the 'safety check' step (ADR 0029): the admin's Safety Check count and the export's date.
      expect(purchase.safetyCheckPassedAt !== null, stage).toBe(['delivered', 'invoice_paid', 'finalised'].includes(stage));
      expect(purchase.invoicePaidAt !== null, stage).toBe(['invoice_paid', 'finalised'].includes(stage));
      expect(purchase.finalisedAt !== null, stage).toBe(stage === 'finalised');
      expect(purchase.declinedAt !== null, stage).toBe(stage === 'declined');
      expect(purchase.customerPaymentAmount !== null, stage).toBe(['invoice_paid', 'finalised'].includes(stage));
    }
  });

  it('when the demo data is seeded, then the review shows every state: verified and insured, pending, expiring within 30 days', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seed-certificates-'));
    try {
      const store = diskCertificateStore(dir);
      await seedDatabase(database.db, { seedDemo: true, admin: null, leadPrice: '25.00', certificates: store });
      const today = todayInSydney();
      const rows = await database.db
        .select({ username: users.username, status: businessDetails.status, key: businessDetails.certificateKey, ...badgeColumns(today), insuredUntil: businessDetails.insuredUntil })
        .from(businessDetails)
        .innerJoin(users, eq(users.id, businessDetails.userId))
        .orderBy(users.username);
      expect(rows.map(({ username, status, verified, insured }) => ({ username, status, verified, insured }))).toEqual([
        { username: 'demo-expiring', status: 'approved', verified: true, insured: true },
        { username: 'demo-pending', status: 'pending', verified: false, insured: false },
        { username: 'demo-provider', status: 'approved', verified: true, insured: true },
      ]);
      const expiring = rows[0]!;
      expect(Date.parse(expiring.insuredUntil!) - Date.parse(today)).toBeLessThanOrEqual(30 * 24 * 60 * 60 * 1000);
      for (const row of rows) expect(new TextDecoder().decode((await store.get(row.key!))!.subarray(0, 5))).toBe('%PDF-');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('when the demo data is seeded, then the demo provider has reviews of delivered leads only, written after delivery, one with a reply (ADR 0056)', async () => {
    await seedDatabase(database.db, { seedDemo: true, admin: null, leadPrice: '25.00' });
    const [provider] = await database.db.select().from(users).where(eq(users.username, 'demo-provider'));
    const reviews = await database.db
      .select({ review: providerReviews, stage: leadPurchases.salesStage, deliveredAt: leadPurchases.safetyCheckPassedAt, buyerId: leadPurchases.buyerId })
      .from(providerReviews)
      .innerJoin(leadPurchases, eq(leadPurchases.leadId, providerReviews.leadId));
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    for (const { review, stage, deliveredAt, buyerId } of reviews) {
      expect(review.providerId).toBe(provider!.id);
      expect(buyerId).toBe(provider!.id);
      expect(['delivered', 'invoice_paid', 'finalised']).toContain(stage);
      expect(review.createdAt.getTime()).toBeGreaterThan(deliveredAt!.getTime());
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.hiddenAt).toBeNull();
    }
    expect(reviews.filter(({ review }) => review.reply !== null)).toHaveLength(1);
  });

  it('when the demo data is seeded, then the maps have leads across Australia: placed available leads in every state and territory, and sales by another provider (ADR 0061)', async () => {
    await seedDatabase(database.db, { seedDemo: true, admin: null, leadPrice: '25.00' });
    const available = await database.db.select().from(leads).where(eq(leads.status, 'available'));
    const placed = available.filter((lead) => lead.latitude !== null && lead.dropoffLatitude !== null);
    expect(placed.length).toBeGreaterThanOrEqual(30);
    const states = new Set(placed.map((lead) => /\b(NSW|VIC|QLD|WA|SA|TAS|NT|ACT)\b/.exec(lead.pickupLocation ?? '')?.[1]));
    expect(states.size).toBe(8);
    const [expiring] = await database.db.select().from(users).where(eq(users.username, 'demo-expiring'));
    const sales = await database.db.select().from(leadPurchases).where(eq(leadPurchases.buyerId, expiring!.id));
    expect(sales.length).toBeGreaterThanOrEqual(3);
  });

  it('when the demo data is seeded, then the demo provider has upcoming return trips and an available lead in their area fits one (issue 47 item 4)', async () => {
    await seedDatabase(database.db, { seedDemo: true, admin: null, leadPrice: '25.00' });
    const [provider] = await database.db.select().from(users).where(eq(users.username, 'demo-provider'));
    const trips = await upcomingTrips(database.db, provider!.id, todayInSydney());
    expect(trips.map((trip) => `${trip.fromPlace} to ${trip.toPlace}`)).toEqual(['Wollongong to Newcastle', 'Parramatta to Melbourne']);
    const { fits } = await fitsOfTrips(database.db, trips);
    expect(fits.length).toBeGreaterThanOrEqual(1);
    const [fitting] = await database.db.select().from(leads).where(eq(leads.id, fits[0]!.leadId));
    expect(fitting).toMatchObject({ customerName: 'Liam Nguyen', status: 'available', pickupLocation: 'Parramatta NSW 2150' });
    expect(fits[0]!.label).toMatch(/^Fits your trip to Newcastle on \d{1,2} [A-Z][a-z]{2}$/);
  });

  it('when demo seeding is off, then only the reference suburbs are created', async () => {
    await seedDatabase(database.db, { seedDemo: false, admin: null, leadPrice: '25.00' });
    expect(await counts()).toEqual({ users: 0, leads: 0, suburbs: 18, codes: 0, purchases: 0 });
  });

  it('when ADMIN credentials are set, then a super admin with them exists after every start, and a new password revokes old sessions', async () => {
    const admin = { username: 'Boss', password: 'first-password' };
    expect((await seedDatabase(database.db, { seedDemo: false, admin, leadPrice: '25.00' })).admin).toBe('created');
    expect((await seedDatabase(database.db, { seedDemo: false, admin, leadPrice: '25.00' })).admin).toBe('unchanged');

    const changed = { username: 'boss', password: 'second-password' };
    expect((await seedDatabase(database.db, { seedDemo: false, admin: changed, leadPrice: '25.00' })).admin).toBe('updated');

    const rows = await database.db.select().from(users).where(sql`lower(${users.username}) = 'boss'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userType: 'super_admin', isActive: true, sessionVersion: 2 });
    expect(await verifyPassword(rows[0]!.password, 'second-password')).toBe(true);
  });

  it('when the demo data is seeded, then the price guide shows on Sydney to Brisbane and not on Perth to Bunbury (issue 47 item 1)', async () => {
    await seedDatabase(database.db, { seedDemo: true, admin: null, leadPrice: '25.00' });
    const guideOf = async (pickup: string, dropoff: string) => priceGuideFor(database.db, (await tripBetween(database.db, pickup, dropoff))!);

    const sydneyBrisbane = await guideOf('Sydney NSW 2000', 'Brisbane City QLD 4000');
    expect(sydneyBrisbane).toEqual({ shown: true, low: 496, high: 555, transports: 10, months: 12, sameRoute: true });
    expect(priceGuideText(sydneyBrisbane as Extract<PriceGuide, { shown: true }>)).toBe('Riders paid $496-$555 for similar trips (10 transports in the last 12 months)');
    expect(await guideOf('Perth WA 6000', 'Bunbury WA 6230')).toEqual({ shown: false });
  });

  it('when two processes starting together seed one database, then the admin and the demo data are created once and neither start fails', async () => {
    const options = { seedDemo: true, admin: { username: 'Boss', password: 'first-password' }, leadPrice: '25.00' };
    const reports = await Promise.all([
      database.exclusive((db) => seedDatabase(db, options)),
      database.exclusive((db) => seedDatabase(db, options)),
    ]);

    expect(reports.map((report) => report.admin).sort()).toEqual(['created', 'unchanged']);
    expect(reports.map((report) => report.demoSeeded).sort()).toEqual([false, true]);
    expect(await counts()).toMatchObject({ users: 6, codes: 3 });
  });
});
