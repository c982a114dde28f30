import { and, inArray, isNotNull } from 'drizzle-orm';
import { recordPriceSample } from '../../contexts/sales/sales-context';
import type { Database } from '../database';
import { leadPurchases, leads, users } from '../schema';
import { toLead, type DemoLead } from './demo-leads';
import { demoPurchase, HOUR_MS } from './demo-pipeline';
import { DEMO_EXPIRING_PROVIDER, DEMO_PENDING_PROVIDER, DEMO_PROVIDER, type DemoUser } from './demo-users';

const DAY_HOURS = 24;

const SYDNEY: [string, [number, number]] = ['Sydney NSW 2000', [-33.8688, 151.2093]];
const PARRAMATTA: [string, [number, number]] = ['Parramatta NSW 2150', [-33.815, 151.0011]];
const CHATSWOOD: [string, [number, number]] = ['Chatswood NSW 2067', [-33.7969, 151.1803]];
const PENRITH: [string, [number, number]] = ['Penrith NSW 2750', [-33.7507, 150.6877]];
const BRISBANE: [string, [number, number]] = ['Brisbane City QLD 4000', [-27.4698, 153.0251]];
const IPSWICH: [string, [number, number]] = ['Ipswich QLD 4305', [-27.6144, 152.7608]];
const SOUTHPORT: [string, [number, number]] = ['Southport QLD 4215', [-27.9674, 153.4005]];

type Place = typeof SYDNEY;

/** A delivered interstate job with what the rider paid: its provider, its trip and how many days ago it was bought. */
interface DeliveredJob {
  buyer: DemoUser;
  name: string;
  phone: string;
  bike: [make: string, model: string, year: number];
  from: Place;
  to: Place;
  paid: string;
  daysAgo: number;
}

/**
 * Delivered Sydney to Brisbane jobs over the last year with the payments their three providers recorded (issue 47
 * item 1): ten of them, so the rider's price guide shows on that route ('Riders paid $496-$555 ...'). Trips of about
 * 150 km have two delivered jobs only (Bathurst to Parramatta, Mount Gambier to Warrnambool): Perth to Bunbury shows
 * no guide. The demo provider's are Invoice Paid or Finalised (its pipeline keeps amounts for those stages only).
 */
const DELIVERED_JOBS: DeliveredJob[] = [
  { buyer: DEMO_PROVIDER, name: 'Oscar Fleming', phone: '+61415550201', bike: ['Honda', 'CB1000R', 2021], from: SYDNEY, to: BRISBANE, paid: '520.00', daysAgo: 40 },
  { buyer: DEMO_PROVIDER, name: 'Ruby Chan', phone: '+61415550202', bike: ['Yamaha', 'Tracer 9', 2022], from: PARRAMATTA, to: BRISBANE, paid: '560.00', daysAgo: 95 },
  { buyer: DEMO_PROVIDER, name: 'Zach Morton', phone: '+61415550203', bike: ['Kawasaki', 'Versys 650', 2020], from: CHATSWOOD, to: SOUTHPORT, paid: '480.00', daysAgo: 170 },
  { buyer: DEMO_PROVIDER, name: 'Elsie Park', phone: '+61415550204', bike: ['Ducati', 'Multistrada V2', 2021], from: SYDNEY, to: IPSWICH, paid: '610.00', daysAgo: 260 },
  { buyer: DEMO_EXPIRING_PROVIDER, name: 'Reuben Hale', phone: '+61415550205', bike: ['BMW', 'F 850 GS', 2019], from: SYDNEY, to: BRISBANE, paid: '450.00', daysAgo: 25 },
  { buyer: DEMO_EXPIRING_PROVIDER, name: 'Tilly Dawson', phone: '+61415550206', bike: ['Suzuki', 'V-Strom 650', 2022], from: PENRITH, to: BRISBANE, paid: '500.00', daysAgo: 130 },
  { buyer: DEMO_EXPIRING_PROVIDER, name: 'Finn Avery', phone: '+61415550207', bike: ['Triumph', 'Street Triple', 2023], from: PARRAMATTA, to: SOUTHPORT, paid: '540.00', daysAgo: 220 },
  { buyer: DEMO_PENDING_PROVIDER, name: 'Nina Costa', phone: '+61415550208', bike: ['KTM', '790 Duke', 2020], from: SYDNEY, to: BRISBANE, paid: '530.00', daysAgo: 60 },
  { buyer: DEMO_PENDING_PROVIDER, name: 'Owen Lucas', phone: '+61415550209', bike: ['Harley-Davidson', 'Low Rider S', 2021], from: CHATSWOOD, to: BRISBANE, paid: '575.00', daysAgo: 150 },
  { buyer: DEMO_PENDING_PROVIDER, name: 'Ada Quinn', phone: '+61415550210', bike: ['Honda', 'NC750X', 2022], from: PENRITH, to: IPSWICH, paid: '495.00', daysAgo: 300 },
];

const toDemoLead = (job: DeliveredJob, index: number): DemoLead => ({
  customerName: job.name,
  customerPhone: job.phone,
  make: job.bike[0],
  model: job.bike[1],
  year: job.bike[2],
  pickup: job.from[0],
  dropoff: job.to[0],
  pickupAt: job.from[1],
  dropoffAt: job.to[1],
  timeframe: 'this_month',
  leadScore: 7,
  hoursAgo: job.daysAgo * DAY_HOURS,
  purchase: { salesStage: job.buyer === DEMO_PROVIDER ? (index % 2 === 0 ? 'finalised' : 'invoice_paid') : 'delivered', customerPaymentAmount: job.paid },
});

/** Inserts the delivered jobs of DELIVERED_JOBS and their purchases, in seedDemoData's transaction. */
export async function seedDeliveredJobs(tx: Pick<Database, 'select' | 'insert'>, leadPrice: string, now: number): Promise<void> {
  const buyers = await tx.select({ id: users.id, username: users.username }).from(users);
  for (const [index, job] of DELIVERED_JOBS.entries()) {
    const buyer = buyers.find((user) => user.username === job.buyer.username);
    if (!buyer) throw new Error(`Seeding the delivered jobs found no ${job.buyer.username}`);
    const demo = toDemoLead(job, index);
    const createdAt = new Date(now - demo.hoursAgo * HOUR_MS);
    const [lead] = await tx.insert(leads).values(toLead(demo, leadPrice, createdAt)).returning({ id: leads.id });
    if (!lead) throw new Error(`Seeding the delivered job of ${job.name} returned no lead`);
    const purchasedAt = new Date(createdAt.getTime() + 3 * HOUR_MS);
    await tx.insert(leadPurchases).values(demoPurchase(lead.id, { id: buyer.id, account: job.buyer }, demo.purchase!, leadPrice, purchasedAt));
  }
}

/** The price guide's samples of every delivered demo job with a payment amount (what the stage update's job writes). */
export async function seedPriceSamples(db: Database): Promise<void> {
  const delivered = await db
    .select({ id: leadPurchases.id })
    .from(leadPurchases)
    .where(and(inArray(leadPurchases.salesStage, ['delivered', 'invoice_paid', 'finalised']), isNotNull(leadPurchases.customerPaymentAmount)));
  for (const { id } of delivered) await recordPriceSample(db, id);
}

