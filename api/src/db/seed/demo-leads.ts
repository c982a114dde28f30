import type { SalesStage, Timeframe } from '@motohaul/contracts';

export interface DemoLead {
  customerName: string;
  customerPhone: string;
  customerEmail?: string;
  make: string;
  model: string;
  year: number;
  pickup: string;
  dropoff: string;
  timeframe: Timeframe;
  canRollAndSteer?: boolean;
  specialRequests?: string;
  leadScore: number;
  hoursAgo: number;
  /** Set for the few leads the demo provider has already bought. */
  purchase?: { salesStage: SalesStage; salesNotes?: string };
}

/** About twenty realistic quote requests across Australia. */
export const DEMO_LEADS: DemoLead[] = [
  { customerName: 'Liam Nguyen', customerPhone: '0412 558 301', make: 'Honda', model: 'CBR650R', year: 2022, pickup: 'Parramatta NSW 2150', dropoff: 'Newcastle NSW 2300', timeframe: 'this_week', leadScore: 8, hoursAgo: 2 },
  { customerName: 'Chloe Williams', customerPhone: '0423 917 442', make: 'Yamaha', model: 'MT-07', year: 2021, pickup: 'Fitzroy VIC 3065', dropoff: 'Geelong VIC 3220', timeframe: 'asap', leadScore: 9, hoursAgo: 5 },
  { customerName: 'Jack Thompson', customerPhone: '0433 204 118', make: 'Harley-Davidson', model: 'Street Glide', year: 2019, pickup: 'Southport QLD 4215', dropoff: 'Brisbane City QLD 4000', timeframe: 'this_month', specialRequests: 'Heavy bike, needs a ramp and soft straps.', leadScore: 7, hoursAgo: 9 },
  { customerName: 'Olivia Brown', customerPhone: '0401 663 790', make: 'Kawasaki', model: 'Ninja 400', year: 2023, pickup: 'Fremantle WA 6160', dropoff: 'Joondalup WA 6027', timeframe: 'this_week', leadScore: 6, hoursAgo: 14 },
  { customerName: 'Noah Wilson', customerPhone: '0438 120 557', make: 'Ducati', model: 'Monster', year: 2021, pickup: 'Glenelg SA 5045', dropoff: 'Mount Barker SA 5251', timeframe: 'just_pricing', leadScore: 3, hoursAgo: 20 },
  { customerName: 'Isla Taylor', customerPhone: '0417 882 035', make: 'BMW', model: 'R 1250 GS', year: 2020, pickup: 'Sandy Bay TAS 7005', dropoff: 'Launceston TAS 7250', timeframe: 'this_month', leadScore: 7, hoursAgo: 26 },
  { customerName: 'William Anderson', customerPhone: '0429 345 761', make: 'Triumph', model: 'Bonneville T120', year: 2018, pickup: 'Darwin City NT 0800', dropoff: 'Palmerston NT 0830', timeframe: 'asap', leadScore: 8, hoursAgo: 31 },
  { customerName: 'Mia Martin', customerPhone: '0406 274 913', make: 'Suzuki', model: 'GSX-S750', year: 2020, pickup: 'Belconnen ACT 2617', dropoff: 'Queanbeyan NSW 2620', timeframe: 'this_week', leadScore: 5, hoursAgo: 38 },
  { customerName: 'Lucas Harris', customerPhone: '0435 019 284', make: 'KTM', model: '390 Duke', year: 2022, pickup: 'Wagga Wagga NSW 2650', dropoff: 'Albury NSW 2640', timeframe: 'this_week', canRollAndSteer: false, specialRequests: 'Front wheel is locked after a low-speed drop.', leadScore: 6, hoursAgo: 44 },
  { customerName: 'Amelia White', customerPhone: '0448 736 120', make: 'Royal Enfield', model: 'Interceptor 650', year: 2023, pickup: 'Ballarat VIC 3350', dropoff: 'Bendigo VIC 3550', timeframe: 'this_month', leadScore: 4, hoursAgo: 52 },
  { customerName: 'Henry Clarke', customerPhone: '0411 590 847', make: 'Honda', model: 'Africa Twin CRF1100L', year: 2021, pickup: 'Townsville QLD 4810', dropoff: 'Cairns QLD 4870', timeframe: 'asap', leadScore: 9, hoursAgo: 60 },
  { customerName: 'Charlotte Lee', customerPhone: '0422 813 606', make: 'Vespa', model: 'GTS 300', year: 2022, pickup: 'Bondi NSW 2026', dropoff: 'Manly NSW 2095', timeframe: 'this_week', leadScore: 5, hoursAgo: 70 },
  { customerName: 'Thomas King', customerPhone: '0439 467 392', make: 'Yamaha', model: 'YZF-R1', year: 2019, pickup: 'Toowoomba QLD 4350', dropoff: 'Ipswich QLD 4305', timeframe: 'just_pricing', leadScore: 2, hoursAgo: 80 },
  { customerName: 'Grace Robinson', customerPhone: '0403 255 918', make: 'Kawasaki', model: 'Z900RS', year: 2022, pickup: 'Bunbury WA 6230', dropoff: 'Perth WA 6000', timeframe: 'this_month', leadScore: 6, hoursAgo: 92 },
  { customerName: 'James Walker', customerPhone: '0416 384 027', make: 'Harley-Davidson', model: 'Sportster S', year: 2022, pickup: 'Wollongong NSW 2500', dropoff: 'Penrith NSW 2750', timeframe: 'this_week', leadScore: 7, hoursAgo: 104 },
  { customerName: 'Ava Scott', customerPhone: '0427 641 853', make: 'BMW', model: 'S 1000 RR', year: 2021, pickup: 'Hobart TAS 7000', dropoff: 'Devonport TAS 7310', timeframe: 'asap', specialRequests: 'Needs to make the Spirit of Tasmania sailing on Friday.', leadScore: 8, hoursAgo: 116 },
  { customerName: 'Ethan Young', customerPhone: '0434 902 716', make: 'Triumph', model: 'Tiger 900', year: 2020, pickup: 'Mildura VIC 3500', dropoff: 'Adelaide SA 5000', timeframe: 'this_month', leadScore: 5, hoursAgo: 130, purchase: { salesStage: 'called', salesNotes: 'Left a voicemail, called back and booked a quote visit.' } },
  { customerName: 'Sophie Hall', customerPhone: '0409 518 264', make: 'Honda', model: 'Rebel 500', year: 2023, pickup: 'Gosford NSW 2250', dropoff: 'Chatswood NSW 2067', timeframe: 'this_week', leadScore: 6, hoursAgo: 150, purchase: { salesStage: 'booked_in', salesNotes: 'Pickup booked for Tuesday morning.' } },
  { customerName: 'Oscar Allen', customerPhone: '0441 073 589', make: 'Ducati', model: 'Panigale V2', year: 2021, pickup: 'Castle Hill NSW 2154', dropoff: 'Canberra ACT 2600', timeframe: 'asap', leadScore: 9, hoursAgo: 170, purchase: { salesStage: 'purchased' } },
  { customerName: 'Ruby Evans', customerPhone: '0418 226 375', make: 'Suzuki', model: 'V-Strom 650', year: 2018, pickup: 'Coffs Harbour NSW 2450', dropoff: 'Port Macquarie NSW 2444', timeframe: 'this_week', leadScore: 4, hoursAgo: 190 },
];
