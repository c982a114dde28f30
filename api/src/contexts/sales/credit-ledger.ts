import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { providerCredits, users } from '../../db/schema';
import { fromCents, toCents } from './money';

type Reader = Pick<Database, 'select'>;

/** A provider's credit balance in cents: the sum of the ledger (grants positive, spends negative). */
export async function creditBalanceCents(db: Reader, providerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${providerCredits.amount}), 0)::text` })
    .from(providerCredits)
    .where(eq(providerCredits.providerId, providerId));
  return toCents(row?.balance ?? '0');
}

/** How much credit a sale may spend: up to `maxCents`, and the sale is refused when less than `minCents` is there. */
export interface CreditRule {
  maxCents: number;
  minCents: number;
}

export const NO_CREDIT: CreditRule = { maxCents: 0, minCents: 0 };

/**
 * Reserves a provider's credit for a purchase inside the purchase's transaction (ADR 0036): the provider's user row
 * is locked first (SELECT ... FOR UPDATE), so two purchases of the same provider spend one after the other and the
 * second sees what the first spent. Answers the cents to spend, or null when less than rule.minCents is available.
 */
export async function reserveCredit(tx: Pick<Database, 'select'>, providerId: number, rule: CreditRule): Promise<number | null> {
  if (rule.maxCents <= 0) return rule.minCents > 0 ? null : 0;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, providerId)).for('update');
  const spentCents = Math.max(0, Math.min(await creditBalanceCents(tx, providerId), rule.maxCents));
  return spentCents < rule.minCents ? null : spentCents;
}

/** The spend as a negative ledger row, unique per purchase (a purchase spends credit once). */
export async function recordSpend(tx: Pick<Database, 'insert'>, providerId: number, spentCents: number, purchaseId: number): Promise<void> {
  if (spentCents > 0) await tx.insert(providerCredits).values({ providerId, amount: fromCents(-spentCents), purchaseId });
}
