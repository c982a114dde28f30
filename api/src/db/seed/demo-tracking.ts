import type { Transaction } from '../database';
import { leadPurchases, leads, tripPositions, trips } from '../schema';
import { demoPurchase, HOUR_MS } from './demo-pipeline';
import { toLead, type DemoLead } from './demo-leads';
import { DEMO_PROVIDER } from './demo-users';

const MINUTE_MS = 60_000;

/**
 * The status link of the demo job in transit (issue 47 item 2): open /quote-status/demo-in-transit-status-link-0001
 * to see the rider's page with the motorcycle's last position. Demo data only: a real token is 24 random bytes.
 */
export const DEMO_IN_TRANSIT_TOKEN = 'demo-in-transit-status-link-0001';

/** A job picked up this morning (no trip yet: 'Start trip' on its card), and one on the road with a trip sharing. */
const PICKED_UP: DemoLead = {
  customerName: 'Ruby Edwards', customerPhone: '+61418220934', make: 'Suzuki', model: 'V-Strom 650', year: 2021,
  pickup: 'Penrith NSW 2750', dropoff: 'Orange NSW 2800', pickupAt: [-33.7507, 150.6877], dropoffAt: [-33.2835, 149.1013],
  timeframe: 'asap', leadScore: 7, hoursAgo: 40, purchase: { salesStage: 'picked_up', salesNotes: 'Collected at 8 am, leaving after lunch.' },
};
const IN_TRANSIT: DemoLead = {
  customerName: 'Leo Turner', customerPhone: '+61425771046', customerEmail: 'leo.turner@example.com', make: 'Triumph', model: 'Street Triple RS', year: 2022,
  pickup: 'Parramatta NSW 2150', dropoff: 'Newcastle NSW 2300', pickupAt: [-33.815, 151.0011], dropoffAt: [-32.9283, 151.7817],
  timeframe: 'asap', leadScore: 8, hoursAgo: 36, purchase: { salesStage: 'in_transit', salesNotes: 'On the M1, rider told to expect us this afternoon.' },
};

/** The van's way up the M1 so far, the last a few minutes ago: [latitude, longitude, minutes ago]. */
const TRAIL: [number, number, number][] = [
  [-33.7712, 151.0823, 52],
  [-33.6335, 151.1604, 38],
  [-33.5302, 151.2063, 24],
  [-33.4267, 151.3012, 11],
  [-33.3105, 151.3949, 3],
];

/** The demo provider's jobs on the road: one Picked Up, one In Transit with a trip, its trail and a recent position. */
export async function seedDemoTracking(tx: Transaction, providerId: number, leadPrice: string, now: number): Promise<void> {
  for (const demo of [PICKED_UP, IN_TRANSIT]) {
    const createdAt = new Date(now - demo.hoursAgo * HOUR_MS);
    const token = demo === IN_TRANSIT ? DEMO_IN_TRANSIT_TOKEN : null;
    const [lead] = await tx.insert(leads).values({ ...toLead(demo, leadPrice, createdAt), statusToken: token }).returning({ id: leads.id });
    if (!lead || !demo.purchase) throw new Error('Seeding a demo trip lead returned no row');
    const purchasedAt = new Date(createdAt.getTime() + 2 * HOUR_MS);
    const [purchase] = await tx
      .insert(leadPurchases)
      .values(demoPurchase(lead.id, { id: providerId, account: DEMO_PROVIDER }, demo.purchase, leadPrice, purchasedAt))
      .returning({ id: leadPurchases.id });
    if (demo !== IN_TRANSIT || !purchase) continue;
    const startedAt = new Date(now - 60 * MINUTE_MS);
    const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE_MS);
    const [lastLatitude, lastLongitude, lastMinutes] = TRAIL[TRAIL.length - 1]!;
    await tx.insert(trips).values({
      purchaseId: purchase.id,
      startedAt,
      endsAt: new Date(startedAt.getTime() + 12 * HOUR_MS),
      lastLatitude,
      lastLongitude,
      lastAccuracyM: 18,
      lastRecordedAt: at(lastMinutes),
      lastReceivedAt: at(lastMinutes),
    });
    await tx.insert(tripPositions).values(
      TRAIL.map(([latitude, longitude, minutesAgo]) => ({ purchaseId: purchase.id, latitude, longitude, accuracyM: 18, recordedAt: at(minutesAgo), receivedAt: at(minutesAgo) })),
    );
  }
}
