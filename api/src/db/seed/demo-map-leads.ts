import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { leadPurchases, leads, users } from '../schema';
import { toLead, type DemoLead } from './demo-leads';
import { demoPurchase, HOUR_MS } from './demo-pipeline';
import { DEMO_EXPIRING_PROVIDER } from './demo-users';


/**
 * Leads across Australia for the maps (ADR 0061): capitals and regional towns in every state and territory, none
 * within the demo provider's 50 km of Parramatta, created over the last eleven weeks (so the admin's 7, 30 and 90 day
 * periods differ). Five were bought by the Lismore provider (demo-expiring): the admin's demand map shows Western
 * Australia and the Northern Territory with leads and no sales.
 */
export const DEMO_MAP_LEADS: DemoLead[] = [
  { customerName: 'Kai Wallace', customerPhone: '+61415550101', make: 'Honda', model: 'CRF300L', year: 2022, pickup: 'Alice Springs NT 0870', dropoff: 'Darwin City NT 0800', pickupAt: [-23.698, 133.881], dropoffAt: [-12.4634, 130.8456], timeframe: 'this_month', leadScore: 7, hoursAgo: 4 },
  { customerName: 'Layla Hughes', customerPhone: '+61415550102', make: 'Yamaha', model: 'XT250', year: 2020, pickup: 'Broome WA 6725', dropoff: 'Port Hedland WA 6721', pickupAt: [-17.9614, 122.2359], dropoffAt: [-20.3107, 118.606], timeframe: 'this_week', leadScore: 6, hoursAgo: 11 },
  { customerName: 'Archie Bell', customerPhone: '+61415550103', make: 'Kawasaki', model: 'KLR650', year: 2019, pickup: 'Esperance WA 6450', dropoff: 'Albany WA 6330', pickupAt: [-33.8613, 121.891], dropoffAt: [-35.0269, 117.8837], timeframe: 'this_month', leadScore: 5, hoursAgo: 35 },
  { customerName: 'Evie Cooper', customerPhone: '+61415550104', make: 'Suzuki', model: 'DR650', year: 2021, pickup: 'Geraldton WA 6530', dropoff: 'Perth WA 6000', pickupAt: [-28.7774, 114.615], dropoffAt: [-31.9523, 115.8613], timeframe: 'asap', leadScore: 8, hoursAgo: 60 },
  { customerName: 'Harvey Kelly', customerPhone: '+61415550105', make: 'BMW', model: 'G 310 GS', year: 2023, pickup: 'Perth WA 6000', dropoff: 'Bunbury WA 6230', pickupAt: [-31.9523, 115.8613], dropoffAt: [-33.3271, 115.6414], timeframe: 'this_week', leadScore: 6, hoursAgo: 190 },
  { customerName: 'Willow Murphy', customerPhone: '+61415550106', make: 'Harley-Davidson', model: 'Road King', year: 2018, pickup: 'Mount Isa QLD 4825', dropoff: 'Townsville QLD 4810', pickupAt: [-20.7256, 139.4927], dropoffAt: [-19.259, 146.8169], timeframe: 'this_month', specialRequests: 'Long run: happy to wait for a shared load.', leadScore: 7, hoursAgo: 20, purchase: { salesStage: 'called' } },
  { customerName: 'Leo Bailey', customerPhone: '+61415550107', make: 'Triumph', model: 'Speed 400', year: 2024, pickup: 'Rockhampton QLD 4700', dropoff: 'Mackay QLD 4740', pickupAt: [-23.3791, 150.51], dropoffAt: [-21.1411, 149.1861], timeframe: 'this_week', leadScore: 6, hoursAgo: 27 },
  { customerName: 'Ivy Richardson', customerPhone: '+61415550108', make: 'Honda', model: 'Gold Wing', year: 2020, pickup: 'Bundaberg QLD 4670', dropoff: 'Hervey Bay QLD 4655', pickupAt: [-24.8661, 152.3489], dropoffAt: [-25.2882, 152.8531], timeframe: 'asap', specialRequests: 'Heavy tourer: needs a ramp.', leadScore: 8, hoursAgo: 300, purchase: { salesStage: 'booked_in' } },
  { customerName: 'Hudson Cox', customerPhone: '+61415550109', make: 'Kawasaki', model: 'Ninja ZX-6R', year: 2022, pickup: 'Brisbane City QLD 4000', dropoff: 'Toowoomba QLD 4350', pickupAt: [-27.4698, 153.0251], dropoffAt: [-27.5598, 151.9507], timeframe: 'this_week', leadScore: 7, hoursAgo: 7 },
  { customerName: 'Frankie Howard', customerPhone: '+61415550110', make: 'Ducati', model: 'Scrambler Icon', year: 2021, pickup: 'Cairns QLD 4870', dropoff: 'Port Douglas QLD 4877', pickupAt: [-16.9186, 145.7781], dropoffAt: [-16.4836, 145.4653], timeframe: 'just_pricing', leadScore: 3, hoursAgo: 1100 },
  { customerName: 'Archer Ward', customerPhone: '+61415550111', make: 'Yamaha', model: 'MT-09', year: 2023, pickup: 'Dubbo NSW 2830', dropoff: 'Orange NSW 2800', pickupAt: [-32.2569, 148.6011], dropoffAt: [-33.2835, 149.0997], timeframe: 'this_week', leadScore: 7, hoursAgo: 16, purchase: { salesStage: 'purchased' } },
  { customerName: 'Aria Torres', customerPhone: '+61415550112', make: 'Royal Enfield', model: 'Himalayan', year: 2022, pickup: 'Tamworth NSW 2340', dropoff: 'Armidale NSW 2350', pickupAt: [-31.0927, 150.932], dropoffAt: [-30.5016, 151.6662], timeframe: 'this_month', leadScore: 5, hoursAgo: 44 },
  { customerName: 'Jasper Gray', customerPhone: '+61415550113', make: 'KTM', model: '890 Adventure', year: 2021, pickup: 'Broken Hill NSW 2880', dropoff: 'Mildura VIC 3500', pickupAt: [-31.9539, 141.4539], dropoffAt: [-34.1855, 142.1625], timeframe: 'this_month', leadScore: 6, hoursAgo: 520 },
  { customerName: 'Poppy James', customerPhone: '+61415550114', make: 'Vespa', model: 'Sprint 150', year: 2023, pickup: 'Canberra ACT 2600', dropoff: 'Goulburn NSW 2580', pickupAt: [-35.3075, 149.1244], dropoffAt: [-34.7547, 149.7186], timeframe: 'this_week', leadScore: 5, hoursAgo: 13 },
  { customerName: 'Felix Watson', customerPhone: '+61415550115', make: 'Suzuki', model: 'Hayabusa', year: 2019, pickup: 'Shepparton VIC 3630', dropoff: 'Melbourne VIC 3000', pickupAt: [-36.3833, 145.4], dropoffAt: [-37.8136, 144.9631], timeframe: 'asap', leadScore: 8, hoursAgo: 90, purchase: { salesStage: 'called' } },
  { customerName: 'Sienna Brooks', customerPhone: '+61415550116', make: 'Honda', model: 'CB650R', year: 2022, pickup: 'Melbourne VIC 3000', dropoff: 'Ballarat VIC 3350', pickupAt: [-37.8136, 144.9631], dropoffAt: [-37.5622, 143.8503], timeframe: 'this_week', leadScore: 6, hoursAgo: 3 },
  { customerName: 'Theo Sanders', customerPhone: '+61415550117', make: 'BMW', model: 'R nineT', year: 2020, pickup: 'Traralgon VIC 3844', dropoff: 'Bairnsdale VIC 3875', pickupAt: [-38.1953, 146.5415], dropoffAt: [-37.8226, 147.6104], timeframe: 'this_month', leadScore: 4, hoursAgo: 760 },
  { customerName: 'Hazel Price', customerPhone: '+61415550118', make: 'Aprilia', model: 'Tuareg 660', year: 2023, pickup: 'Port Augusta SA 5700', dropoff: 'Whyalla SA 5600', pickupAt: [-32.4925, 137.7659], dropoffAt: [-33.0327, 137.5648], timeframe: 'this_week', leadScore: 6, hoursAgo: 52 },
  { customerName: 'Max Bennett', customerPhone: '+61415550119', make: 'Harley-Davidson', model: 'Nightster', year: 2022, pickup: 'Port Lincoln SA 5606', dropoff: 'Adelaide SA 5000', pickupAt: [-34.7263, 135.8742], dropoffAt: [-34.9285, 138.6007], timeframe: 'this_month', leadScore: 5, hoursAgo: 240 },
  { customerName: 'Georgia Fisher', customerPhone: '+61415550120', make: 'Triumph', model: 'Trident 660', year: 2021, pickup: 'Mount Gambier SA 5290', dropoff: 'Warrnambool VIC 3280', pickupAt: [-37.8284, 140.7804], dropoffAt: [-38.3818, 142.488], timeframe: 'asap', leadScore: 7, hoursAgo: 1500, purchase: { salesStage: 'delivered', customerPaymentAmount: '420.00' } },
  { customerName: 'Eli Carter', customerPhone: '+61415550121', make: 'Yamaha', model: 'WR250F', year: 2020, pickup: 'Burnie TAS 7320', dropoff: 'Hobart TAS 7000', pickupAt: [-41.0558, 145.9037], dropoffAt: [-42.8821, 147.3272], timeframe: 'this_month', leadScore: 6, hoursAgo: 30 },
  { customerName: 'Maya Long', customerPhone: '+61415550122', make: 'Kawasaki', model: 'Vulcan S', year: 2022, pickup: 'Katherine NT 0850', dropoff: 'Darwin City NT 0800', pickupAt: [-14.4652, 132.2635], dropoffAt: [-12.4634, 130.8456], timeframe: 'this_week', leadScore: 6, hoursAgo: 120 },
];

/** Inserts DEMO_MAP_LEADS, the sold ones with the Lismore provider's purchase, in seedDemoData's transaction. */
export async function seedMapLeads(tx: Pick<Database, 'select' | 'insert'>, leadPrice: string, now: number): Promise<void> {
  const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.username, DEMO_EXPIRING_PROVIDER.username));
  if (!buyer) throw new Error(`Seeding the map leads found no ${DEMO_EXPIRING_PROVIDER.username}`);
  for (const demo of DEMO_MAP_LEADS) {
    const createdAt = new Date(now - demo.hoursAgo * HOUR_MS);
    const [lead] = await tx
      .insert(leads)
      .values(toLead(demo, leadPrice, createdAt))
      .returning({ id: leads.id });
    if (!lead || !demo.purchase) continue;
    const purchasedAt = new Date(createdAt.getTime() + 2 * HOUR_MS);
    await tx.insert(leadPurchases).values(demoPurchase(lead.id, { id: buyer.id, account: DEMO_EXPIRING_PROVIDER }, demo.purchase, leadPrice, purchasedAt));
  }
}
