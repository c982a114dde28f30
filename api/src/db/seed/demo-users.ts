import type { users } from '../schema';

export type DemoUser = Omit<typeof users.$inferInsert, 'password'> & { password: string };

/** Demo accounts: printed at start and listed in the README. Never seeded unless SEED_DEMO is on. */
export const DEMO_PROVIDER: DemoUser = {
  username: 'demo-provider',
  password: 'provider123',
  userType: 'provider',
  email: 'demo-provider@motohaul.example',
  firstName: 'Jordan',
  lastName: 'Mitchell',
  phone: '0412 345 678',
  companyName: 'Harbour City Moto Transport',
  businessAddress: '14 Church Street, Parramatta NSW 2150',
  serviceAreas: ['Sydney', 'Central Coast', 'Illawarra'],
  serviceLocation: 'Parramatta NSW, Australia',
  serviceLatitude: -33.815,
  serviceLongitude: 151.0011,
  serviceRadius: 50,
  isVerified: true,
};

/** A team member of the demo provider (CRM access to the provider's purchased leads); teamOwnerId is set when seeding. */
export const DEMO_TEAM_MEMBER: DemoUser = {
  username: 'demo-team',
  password: 'team123',
  userType: 'team_member',
  email: 'demo-team@motohaul.example',
  firstName: 'Riley',
  lastName: 'Nguyen',
  isVerified: true,
};

export const DEMO_ADMIN: DemoUser = {
  username: 'admin',
  password: 'admin123',
  userType: 'super_admin',
  email: 'admin@motohaul.example',
  firstName: 'Site',
  lastName: 'Administrator',
  // Claim Lead fills the purchase form from the profile, and the form needs a phone (spec §5). ACMA's numbers for
  // fiction (0491 570 xxx) reach nobody.
  phone: '+61491570157',
  isVerified: true,
};

/** A provider whose business details wait for an admin's review (the admin's Verification tab shows them). */
export const DEMO_PENDING_PROVIDER: DemoUser = {
  username: 'demo-pending',
  password: 'provider123',
  userType: 'provider',
  email: 'demo-pending@motohaul.example',
  firstName: 'Sam',
  lastName: 'Okafor',
  phone: '0413 222 901',
  companyName: 'Coastal Moto Movers',
  businessAddress: '3 Marine Parade, Wollongong NSW 2500',
  licenseNumber: 'NSW-MT-4471',
  serviceAreas: ['Illawarra', 'South Coast'],
  serviceLocation: 'Wollongong NSW, Australia',
  serviceLatitude: -34.4278,
  serviceLongitude: 150.8931,
  serviceRadius: 50,
  isVerified: true,
};

/** A verified provider whose insurance expires within 30 days (its reminder goes out through the outbox). */
export const DEMO_EXPIRING_PROVIDER: DemoUser = {
  username: 'demo-expiring',
  password: 'provider123',
  userType: 'provider',
  email: 'demo-expiring@motohaul.example',
  firstName: 'Alex',
  lastName: 'Brennan',
  phone: '0414 555 310',
  companyName: 'Outback Bike Freight',
  businessAddress: '88 Keen Street, Lismore NSW 2480',
  serviceAreas: ['Northern Rivers', 'Gold Coast'],
  serviceLocation: 'Lismore NSW, Australia',
  serviceLatitude: -28.8133,
  serviceLongitude: 153.2773,
  serviceRadius: 100,
  isVerified: true,
};
