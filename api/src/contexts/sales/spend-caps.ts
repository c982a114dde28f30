import { and, eq, gte, sql } from 'drizzle-orm';
import { spendCapMessage, type SpendCapStatus } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leadPurchases, spendCaps } from '../../db/schema';
import { fromCents, toCents } from './money';

// A provider's weekly cap on lead spend (issue 47 item 5). The week runs Monday to Sunday in Sydney; its spend is what
// the week's purchases cost, by card, another way or with credit (the Performance page's 'Spend').

type Reader = Pick<Database, 'select'>;

/** Monday 00:00 of this week in Sydney, as a timestamp. */
const weekStart = sql`(date_trunc('week', now() at time zone 'Australia/Sydney') at time zone 'Australia/Sydney')`;

/** A buyer's spend this week in cents (lead_purchases_buyer_purchased_idx, then the few rows of the week), and its Monday. */
async function spentThisWeek(db: Reader, providerId: number): Promise<{ cents: number; weekStart: string }> {
  const [row] = await db
    .select({
      spent: sql<string>`coalesce(sum(${leadPurchases.amountPaid} + coalesce(${leadPurchases.creditApplied}, 0)), 0)::text`,
      weekStart: sql<string>`to_char(${weekStart} at time zone 'Australia/Sydney', 'YYYY-MM-DD')`,
    })
    .from(leadPurchases)
    .where(and(eq(leadPurchases.buyerId, providerId), gte(leadPurchases.purchasedAt, weekStart)));
  return { cents: toCents(row!.spent), weekStart: row!.weekStart };
}

/** The owner's cap and this week's spend. */
export async function spendCapStatus(db: Reader, providerId: number): Promise<SpendCapStatus> {
  const [[cap], spent] = await Promise.all([
    db.select({ weeklyCap: spendCaps.weeklyCap }).from(spendCaps).where(eq(spendCaps.providerId, providerId)),
    spentThisWeek(db, providerId),
  ]);
  return { weeklyCap: cap?.weeklyCap ?? null, spentThisWeek: fromCents(spent.cents), weekStart: spent.weekStart };
}

/** Sets (dollars) or clears (null) an owner's cap. */
export async function setSpendCap(db: Database, providerId: number, weeklyCap: number | null): Promise<void> {
  if (weeklyCap === null) {
    await db.delete(spendCaps).where(eq(spendCaps.providerId, providerId));
    return;
  }
  const value = fromCents(Math.round(weeklyCap * 100));
  await db
    .insert(spendCaps)
    .values({ providerId, weeklyCap: value })
    .onConflictDoUpdate({ target: spendCaps.providerId, set: { weeklyCap: value, updatedAt: new Date() } });
}

/** A purchase the cap refuses: the cap, the week's spend before it, and its price, in cents. */
export interface CapExceeded {
  capCents: number;
  spentCents: number;
  priceCents: number;
}

/**
 * Inside a purchase's transaction: locks the buyer's cap row (SELECT ... FOR UPDATE), so two purchases of one provider
 * check the cap one after the other and the second counts what the first spent; then answers whether this purchase
 * (`priceCents`, before credit) would take the week's spend past the cap. No cap, or a free lead: never refused.
 * Without `lock` (outside a transaction): the early answer before a card is charged; the sale checks again.
 */
export async function checkSpendCap(tx: Reader, providerId: number, priceCents: number, { lock = true } = {}): Promise<CapExceeded | null> {
  if (priceCents <= 0) return null;
  const capOf = tx.select({ weeklyCap: spendCaps.weeklyCap }).from(spendCaps).where(eq(spendCaps.providerId, providerId));
  const [cap] = lock ? await capOf.for('update') : await capOf;
  if (!cap) return null;
  const capCents = toCents(cap.weeklyCap);
  const spentCents = (await spentThisWeek(tx, providerId)).cents;
  return spentCents + priceCents > capCents ? { capCents, spentCents, priceCents } : null;
}

/** The refusal's words: the cap, the week's spend and the lead's price. */
export const capExceededMessage = ({ capCents, spentCents, priceCents }: CapExceeded) =>
  spendCapMessage(fromCents(capCents), fromCents(spentCents), fromCents(priceCents));
