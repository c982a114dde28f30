import type { SalesStage, Timeframe } from '@motohaul/contracts';
import type { leads } from '../schema';

export interface DemoLead {
  customerName: string;
  customerPhone: string;
  customerEmail?: string;
  make: string;
  model: string;
  year: number;
  pickup: string;
  dropoff: string;
  /** Pickup and dropoff [latitude, longitude] (the suburb's centre). */
  pickupAt: [number, number];
  dropoffAt: [number, number];
  timeframe: Timeframe;
  canRollAndSteer?: boolean;
  specialRequests?: string;
  leadScore: number;
  hoursAgo: number;
  /**
   * Set for the leads the demo provider has already bought: one or more in every pipeline stage, each with the
   * stage dates of the path it took (demo-pipeline.ts). `customerPaymentAmount`: what the customer paid the provider.
   */
  purchase?: { salesStage: SalesStage; salesNotes?: string; customerPaymentAmount?: string };
}

/**
 * About thirty realistic quote requests in every state and territory, created over the last five weeks; the demo
 * provider (Parramatta, 50 km) has bought ten of them, in every stage of the pipeline.
 */
export const DEMO_LEADS: DemoLead[] = [
  { customerName: 'Liam Nguyen', customerPhone: '+61412558301', make: 'Honda', model: 'CBR650R', year: 2022, pickup: 'Parramatta NSW 2150', dropoff: 'Newcastle NSW 2300', pickupAt: [-33.815, 151.0011], dropoffAt: [-32.9283, 151.7817], timeframe: 'this_week', leadScore: 8, hoursAgo: 2 },
  { customerName: 'Chloe Williams', customerPhone: '+61423917442', make: 'Yamaha', model: 'MT-07', year: 2021, pickup: 'Fitzroy VIC 3065', dropoff: 'Geelong VIC 3220', pickupAt: [-37.7984, 144.9784], dropoffAt: [-38.1499, 144.3617], timeframe: 'asap', leadScore: 9, hoursAgo: 5 },
  { customerName: 'Jack Thompson', customerPhone: '+61433204118', make: 'Harley-Davidson', model: 'Street Glide', year: 2019, pickup: 'Southport QLD 4215', dropoff: 'Brisbane City QLD 4000', pickupAt: [-27.9674, 153.4005], dropoffAt: [-27.4698, 153.0251], timeframe: 'this_month', specialRequests: 'Heavy bike, needs a ramp and soft straps.', leadScore: 7, hoursAgo: 9 },
  { customerName: 'Olivia Brown', customerPhone: '+61401663790', make: 'Kawasaki', model: 'Ninja 400', year: 2023, pickup: 'Fremantle WA 6160', dropoff: 'Joondalup WA 6027', pickupAt: [-32.0569, 115.7439], dropoffAt: [-31.7448, 115.7661], timeframe: 'this_week', leadScore: 6, hoursAgo: 14 },
  { customerName: 'Noah Wilson', customerPhone: '+61438120557', make: 'Ducati', model: 'Monster', year: 2021, pickup: 'Glenelg SA 5045', dropoff: 'Mount Barker SA 5251', pickupAt: [-34.98, 138.515], dropoffAt: [-35.0667, 138.8583], timeframe: 'just_pricing', leadScore: 3, hoursAgo: 20 },
  { customerName: 'Isla Taylor', customerPhone: '+61417882035', make: 'BMW', model: 'R 1250 GS', year: 2020, pickup: 'Sandy Bay TAS 7005', dropoff: 'Launceston TAS 7250', pickupAt: [-42.8936, 147.3247], dropoffAt: [-41.4332, 147.1441], timeframe: 'this_month', leadScore: 7, hoursAgo: 26 },
  { customerName: 'William Anderson', customerPhone: '+61429345761', make: 'Triumph', model: 'Bonneville T120', year: 2018, pickup: 'Darwin City NT 0800', dropoff: 'Palmerston NT 0830', pickupAt: [-12.4634, 130.8456], dropoffAt: [-12.486, 130.9833], timeframe: 'asap', leadScore: 8, hoursAgo: 31 },
  { customerName: 'Mia Martin', customerPhone: '+61406274913', make: 'Suzuki', model: 'GSX-S750', year: 2020, pickup: 'Belconnen ACT 2617', dropoff: 'Queanbeyan NSW 2620', pickupAt: [-35.2384, 149.068], dropoffAt: [-35.3533, 149.2342], timeframe: 'this_week', leadScore: 5, hoursAgo: 38 },
  { customerName: 'Lucas Harris', customerPhone: '+61435019284', make: 'KTM', model: '390 Duke', year: 2022, pickup: 'Wagga Wagga NSW 2650', dropoff: 'Albury NSW 2640', pickupAt: [-35.1082, 147.3598], dropoffAt: [-36.0737, 146.9135], timeframe: 'this_week', canRollAndSteer: false, specialRequests: 'Front wheel is locked after a low-speed drop.', leadScore: 6, hoursAgo: 44 },
  { customerName: 'Amelia White', customerPhone: '+61448736120', make: 'Royal Enfield', model: 'Interceptor 650', year: 2023, pickup: 'Ballarat VIC 3350', dropoff: 'Bendigo VIC 3550', pickupAt: [-37.5622, 143.8503], dropoffAt: [-36.757, 144.2794], timeframe: 'this_month', leadScore: 4, hoursAgo: 52 },
  { customerName: 'Henry Clarke', customerPhone: '+61411590847', make: 'Honda', model: 'Africa Twin CRF1100L', year: 2021, pickup: 'Townsville QLD 4810', dropoff: 'Cairns QLD 4870', pickupAt: [-19.259, 146.8169], dropoffAt: [-16.9186, 145.7781], timeframe: 'asap', leadScore: 9, hoursAgo: 60 },
  { customerName: 'Charlotte Lee', customerPhone: '+61422813606', make: 'Vespa', model: 'GTS 300', year: 2022, pickup: 'Bondi NSW 2026', dropoff: 'Manly NSW 2095', pickupAt: [-33.8915, 151.2767], dropoffAt: [-33.7969, 151.284], timeframe: 'this_week', leadScore: 5, hoursAgo: 70 },
  { customerName: 'Thomas King', customerPhone: '+61439467392', make: 'Yamaha', model: 'YZF-R1', year: 2019, pickup: 'Toowoomba QLD 4350', dropoff: 'Ipswich QLD 4305', pickupAt: [-27.5598, 151.9507], dropoffAt: [-27.6144, 152.7608], timeframe: 'just_pricing', leadScore: 2, hoursAgo: 80 },
  { customerName: 'Grace Robinson', customerPhone: '+61403255918', make: 'Kawasaki', model: 'Z900RS', year: 2022, pickup: 'Bunbury WA 6230', dropoff: 'Perth WA 6000', pickupAt: [-33.3271, 115.6414], dropoffAt: [-31.9523, 115.8613], timeframe: 'this_month', leadScore: 6, hoursAgo: 92 },
  { customerName: 'James Walker', customerPhone: '+61416384027', make: 'Harley-Davidson', model: 'Sportster S', year: 2022, pickup: 'Wollongong NSW 2500', dropoff: 'Penrith NSW 2750', pickupAt: [-34.4278, 150.8931], dropoffAt: [-33.7507, 150.6877], timeframe: 'this_week', leadScore: 7, hoursAgo: 104 },
  { customerName: 'Ava Scott', customerPhone: '+61427641853', make: 'BMW', model: 'S 1000 RR', year: 2021, pickup: 'Hobart TAS 7000', dropoff: 'Devonport TAS 7310', pickupAt: [-42.8821, 147.3272], dropoffAt: [-41.1806, 146.346], timeframe: 'asap', specialRequests: 'Needs to make the Spirit of Tasmania sailing on Friday.', leadScore: 8, hoursAgo: 116 },
  { customerName: 'Ethan Young', customerPhone: '+61434902716', make: 'Triumph', model: 'Tiger 900', year: 2020, pickup: 'Mildura VIC 3500', dropoff: 'Adelaide SA 5000', pickupAt: [-34.1855, 142.1625], dropoffAt: [-34.9285, 138.6007], timeframe: 'this_month', leadScore: 5, hoursAgo: 130, purchase: { salesStage: 'called', salesNotes: 'Left a voicemail, called back and booked a quote visit.' } },
  { customerName: 'Sophie Hall', customerPhone: '+61409518264', make: 'Honda', model: 'Rebel 500', year: 2023, pickup: 'Gosford NSW 2250', dropoff: 'Chatswood NSW 2067', pickupAt: [-33.4267, 151.3417], dropoffAt: [-33.7969, 151.1803], timeframe: 'this_week', leadScore: 6, hoursAgo: 150, purchase: { salesStage: 'booked_in', salesNotes: 'Pickup booked for Tuesday morning.' } },
  { customerName: 'Oscar Allen', customerPhone: '+61431073589', make: 'Ducati', model: 'Panigale V2', year: 2021, pickup: 'Castle Hill NSW 2154', dropoff: 'Canberra ACT 2600', pickupAt: [-33.729, 151.004], dropoffAt: [-35.3075, 149.1244], timeframe: 'asap', leadScore: 9, hoursAgo: 30, purchase: { salesStage: 'purchased' } },
  { customerName: 'Ruby Evans', customerPhone: '+61418226375', make: 'Suzuki', model: 'V-Strom 650', year: 2018, pickup: 'Coffs Harbour NSW 2450', dropoff: 'Port Macquarie NSW 2444', pickupAt: [-30.2963, 153.1135], dropoffAt: [-31.4333, 152.9], timeframe: 'this_week', leadScore: 4, hoursAgo: 190 },
  { customerName: 'Zoe Mitchell', customerPhone: '+61412907364', make: 'Yamaha', model: 'Tenere 700', year: 2022, pickup: 'Blacktown NSW 2148', dropoff: 'Bathurst NSW 2795', pickupAt: [-33.771, 150.9063], dropoffAt: [-33.4193, 149.5775], timeframe: 'this_week', leadScore: 7, hoursAgo: 54, purchase: { salesStage: 'purchased' } },
  { customerName: 'Daniel Foster', customerPhone: '+61431664208', make: 'Kawasaki', model: 'Versys 650', year: 2020, pickup: 'Liverpool NSW 2170', dropoff: 'Wollongong NSW 2500', pickupAt: [-33.92, 150.9238], dropoffAt: [-34.4278, 150.8931], timeframe: 'this_week', leadScore: 7, hoursAgo: 240, purchase: { salesStage: 'delivered', salesNotes: 'Delivered Saturday, invoice sent.' } },
  { customerName: 'Hannah Price', customerPhone: '+61402381975', make: 'Honda', model: 'CB500X', year: 2021, pickup: 'Hornsby NSW 2077', dropoff: 'Newcastle NSW 2300', pickupAt: [-33.7025, 151.099], dropoffAt: [-32.9283, 151.7817], timeframe: 'this_month', leadScore: 6, hoursAgo: 400, purchase: { salesStage: 'invoice_paid', salesNotes: 'Paid by bank transfer.', customerPaymentAmount: '380.00' } },
  { customerName: 'Samuel Reid', customerPhone: '+61419552730', make: 'BMW', model: 'F 900 R', year: 2022, pickup: 'Bathurst NSW 2795', dropoff: 'Parramatta NSW 2150', pickupAt: [-33.4193, 149.5775], dropoffAt: [-33.815, 151.0011], timeframe: 'asap', leadScore: 8, hoursAgo: 520, purchase: { salesStage: 'invoice_paid', customerPaymentAmount: '450.00' } },
  { customerName: 'Ella Morgan', customerPhone: '+61436208451', make: 'Aprilia', model: 'RS 660', year: 2023, pickup: 'Sutherland NSW 2232', dropoff: 'Southport QLD 4215', pickupAt: [-34.031, 151.058], dropoffAt: [-27.9674, 153.4005], timeframe: 'this_month', leadScore: 5, hoursAgo: 300, purchase: { salesStage: 'declined', salesNotes: 'Customer found a mate with a trailer.' } },
  { customerName: 'Benjamin Ward', customerPhone: '+61408733519', make: 'Harley-Davidson', model: 'Fat Boy 114', year: 2020, pickup: 'Campbelltown NSW 2560', dropoff: 'Fitzroy VIC 3065', pickupAt: [-34.065, 150.814], dropoffAt: [-37.7984, 144.9784], timeframe: 'this_month', specialRequests: 'Heavy cruiser: needs a wheel chock.', leadScore: 8, hoursAgo: 650, purchase: { salesStage: 'finalised', salesNotes: 'Interstate run done, five-star review.', customerPaymentAmount: '1150.00' } },
  { customerName: 'Matilda Ross', customerPhone: '+61427149086', make: 'Vespa', model: 'Primavera 150', year: 2021, pickup: 'Cronulla NSW 2230', dropoff: 'Ryde NSW 2112', pickupAt: [-34.058, 151.152], dropoffAt: [-33.815, 151.103], timeframe: 'this_week', leadScore: 5, hoursAgo: 800, purchase: { salesStage: 'finalised', customerPaymentAmount: '220.00' } },
];

/** A demo lead's row, created at `createdAt` for `price`: sold when the demo names its purchase. */
export function toLead(demo: DemoLead, price: string, createdAt: Date): typeof leads.$inferInsert {
  return {
    customerName: demo.customerName,
    customerPhone: demo.customerPhone,
    customerEmail: demo.customerEmail ?? null,
    motorcycleMake: demo.make,
    motorcycleModel: demo.model,
    motorcycleYear: demo.year,
    pickupLocation: demo.pickup,
    dropoffLocation: demo.dropoff,
    timeframe: demo.timeframe,
    canRollAndSteer: demo.canRollAndSteer ?? true,
    isFlexibleDates: true,
    specialRequests: demo.specialRequests ?? null,
    latitude: demo.pickupAt[0],
    longitude: demo.pickupAt[1],
    dropoffLatitude: demo.dropoffAt[0],
    dropoffLongitude: demo.dropoffAt[1],
    leadScore: demo.leadScore,
    status: demo.purchase ? 'sold' : 'available',
    price,
    createdAt,
  };
}
