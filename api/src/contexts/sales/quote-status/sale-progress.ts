import { eq } from 'drizzle-orm';
import type { SalesStage } from '@motohaul/contracts';
import type { Database } from '../../../db/database';
import { leadPurchases } from '../../../db/schema';

/**
 * A lead's sale as its rider may see it (ADR 0033): the stage and the company name and phone the buyer gave with
 * the purchase. Nothing else of the purchase (the buyer's name, email, account, amounts, notes) is read.
 */
export interface SaleProgress {
  salesStage: SalesStage;
  buyerCompany: string | null;
  buyerPhone: string | null;
}

/** The sale of a lead (a lead is sold once), null when it has none. */
export async function findSaleProgress(db: Database, leadId: number): Promise<SaleProgress | null> {
  const [row] = await db
    .select({ salesStage: leadPurchases.salesStage, buyerCompany: leadPurchases.buyerCompany, buyerPhone: leadPurchases.buyerPhone })
    .from(leadPurchases)
    .where(eq(leadPurchases.leadId, leadId));
  return row ?? null;
}
