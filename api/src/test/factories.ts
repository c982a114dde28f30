import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../contexts/accounts/password';
import { notifyUserChanged } from '../contexts/accounts/user-changes';
import type { Database } from '../db/database';
import { approvedBusiness } from '../db/seed/demo-business';
import { businessDetails, discountCodes, leadPurchases, leads, users } from '../db/schema';

// The one factory of API test data: rows inserted directly, each test making its own (unique names per call).
// Every user it makes can sign in (test/sign-in.ts) with TEST_PASSWORD unless given a password of its own.

/** A test app, a database handle or anything else holding `database.db`. */
type Db = { database: { db: Database } };
export type TestUser = typeof users.$inferSelect;
export type TestLead = typeof leads.$inferSelect;
type UserOverrides = Partial<Omit<typeof users.$inferInsert, 'password'>> & {
  /** The plain-text password (argon2id-hashed as sign-up does); TEST_PASSWORD when left out. */
  password?: string;
};

/** Every test user's password unless a test gives one. */
export const TEST_PASSWORD = 'correct-horse-battery';

const unique = () => randomBytes(4).toString('hex');
let testPasswordHash: Promise<string> | undefined;
const hashOf = (password: string) =>
  password === TEST_PASSWORD ? (testPasswordHash ??= hashPassword(TEST_PASSWORD)) : hashPassword(password);

export async function createUser(t: Db, { password = TEST_PASSWORD, ...overrides }: UserOverrides = {}): Promise<TestUser> {
  const tag = unique();
  const username = overrides.username ?? `user-${tag}`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      username,
      password: await hashOf(password),
      userType: 'provider',
      email: `${username}@example.com`,
      firstName: 'Casey',
      lastName: `Provider${tag}`,
      phone: '0400111222',
      companyName: overrides.userType && overrides.userType !== 'provider' ? null : `Transport ${tag} Pty Ltd`,
      ...overrides,
    })
    .returning();
  return user!;
}

/**
 * Changes a user's row as every writer of users does (ADR 0026): in a transaction that announces it, so the API
 * processes drop the user they keep. A bare update would go unseen by them.
 */
export async function changeUser(t: Db, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await tx.update(users).set(values).where(eq(users.id, id));
    await notifyUserChanged(tx, [id]);
  });
}

export const createProvider = (t: Db, overrides: UserOverrides = {}) => createUser(t, { userType: 'provider', ...overrides });

/** A provider whose business details an admin approved, insured for most of a year: one live mode lets buy (ADR 0055). */
export async function createVerifiedProvider(t: Db, overrides: UserOverrides = {}): Promise<TestUser> {
  const provider = await createProvider(t, overrides);
  await t.database.db.insert(businessDetails).values({ userId: provider.id, ...approvedBusiness(new Date()) });
  return provider;
}

export const createSuperAdmin = (t: Db, overrides: UserOverrides = {}) =>
  createUser(t, { userType: 'super_admin', companyName: null, ...overrides });

export const createTeamMember = (t: Db, owner: { id: number }, overrides: UserOverrides = {}) =>
  createUser(t, { userType: 'team_member', teamOwnerId: owner.id, companyName: null, ...overrides });

export async function createLead(t: Db, overrides: Partial<typeof leads.$inferInsert> = {}): Promise<TestLead> {
  const [lead] = await t.database.db
    .insert(leads)
    .values({
      customerName: 'Olivia Harper-Lane',
      customerPhone: '0412 345 678',
      customerEmail: 'olivia.harper@example.com',
      customerAddress: '7 Wattle Crescent, Blacktown NSW 2148',
      motorcycleMake: 'Kawasaki',
      motorcycleModel: 'Ninja 400',
      motorcycleYear: 2021,
      pickupLocation: '12 George Street, Parramatta NSW 2150',
      dropoffLocation: '48 Hunter Street, Newcastle NSW 2300',
      timeframe: 'this_week',
      specialRequests: 'Low front fairing',
      status: 'available',
      price: '25.00',
      ...overrides,
    })
    .returning();
  return lead!;
}

export async function createPurchase(
  t: Db,
  { lead, buyer, ...overrides }: { lead: { id: number }; buyer: { id: number } } & Partial<typeof leadPurchases.$inferInsert>,
) {
  const [purchase] = await t.database.db
    .insert(leadPurchases)
    .values({
      leadId: lead.id,
      buyerId: buyer.id,
      buyerName: 'Casey Provider',
      buyerEmail: 'casey@example.com',
      buyerPhone: '0400111222',
      amountPaid: '25.00',
      originalPrice: '25.00',
      discountAmount: '0.00',
      paymentStatus: 'completed',
      ...overrides,
    })
    .returning();
  return purchase!;
}

/** A lead already sold to `buyer`, with its purchase. */
export async function createSoldLead(t: Db, buyer: { id: number }, leadOverrides: Partial<typeof leads.$inferInsert> = {}) {
  const lead = await createLead(t, { status: 'sold', ...leadOverrides });
  const purchase = await createPurchase(t, { lead, buyer });
  return { lead, purchase };
}

export async function createDiscountCode(t: Db, overrides: Partial<typeof discountCodes.$inferInsert> = {}) {
  const [code] = await t.database.db
    .insert(discountCodes)
    .values({ code: `CODE${unique().toUpperCase()}`, discountType: 'percentage', discountValue: '10.00', ...overrides })
    .returning();
  return code!;
}

/** A rider's valid quote as POST /api/leads takes it (a rider of its own by `customerPhone`: one rider's same trip is merged). */
export const riderQuote = (overrides: Record<string, unknown> = {}) => ({
  pickupLocation: 'Parramatta NSW 2150',
  dropoffLocation: 'Newcastle NSW 2300',
  timeframe: 'this_week',
  isFlexibleDates: true,
  motorcycleMake: 'Honda',
  motorcycleModel: 'CBR650R',
  canRollAndSteer: true,
  customerName: 'Liam Nguyen',
  customerPhone: '0412 558 301',
  ...overrides,
});
