import { eq } from 'drizzle-orm';
import { quoteStatusWords, type QuoteStatusProvider, type QuoteStatusResponse, type QuoteStatusState } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leadPurchases, leads } from '../../db/schema';
import { isStatusTokenShape } from '../leads/leads-context';

/**
 * A lead's sale (a lead is sold once) as its rider may see it (ADR 0033), null when it has none: the stage and the company
 * name and phone the buyer gave with the purchase. Nothing else of the purchase (name, email, account, amounts, notes) is read.
 */
async function findSaleProgress(db: Database, leadId: number) {
  const [row] = await db
    .select({ salesStage: leadPurchases.salesStage, buyerCompany: leadPurchases.buyerCompany, buyerPhone: leadPurchases.buyerPhone })
    .from(leadPurchases)
    .where(eq(leadPurchases.leadId, leadId));
  return row ?? null;
}

/** The one lead a token opens: only the columns the status shows. */
async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      id: leads.id,
      jobReference: leads.jobReference,
      createdAt: leads.createdAt,
      motorcycleMake: leads.motorcycleMake,
      motorcycleModel: leads.motorcycleModel,
      status: leads.status,
      isArchived: leads.isArchived,
    })
    .from(leads)
    .where(eq(leads.statusToken, token));
  return row ?? null;
}

/** Blank text is no text. */
const shown = (text: string | null) => (text?.trim() ? text.trim() : null);

/**
 * The rider's view of their request by its status token (issue 15 item 4, ADR 0033), null for a token of no lead
 * (or of no token's shape). It names the lead's job reference, when it was made and the motorcycle, its state,
 * and once bought the buyer's stage in the rider's words and the company name and phone the buyer gave with the
 * purchase: never the lead's id, the rider's own contact details, or anything else of the buyer's.
 */
export function createQuoteStatus(db: Database) {
  return async (token: unknown): Promise<QuoteStatusResponse | null> => {
    if (!isStatusTokenShape(token)) return null;
    const lead = await findByToken(db, token);
    if (!lead) return null;
    const sale = lead.status === 'sold' ? await findSaleProgress(db, lead.id) : null;
    // A sold lead whose purchase is gone (the buyer's account was deleted) is no longer offered: closed.
    const state: QuoteStatusState = sale ? 'bought' : lead.status === 'available' && !lead.isArchived ? 'waiting' : 'closed';
    const provider: QuoteStatusProvider | null = sale ? { companyName: shown(sale.buyerCompany), phone: shown(sale.buyerPhone) } : null;
    return {
      jobReference: lead.jobReference,
      requestedAt: lead.createdAt.toISOString(),
      motorcycle: `${lead.motorcycleMake} ${lead.motorcycleModel}`.trim(),
      state,
      stage: sale?.salesStage ?? null,
      ...quoteStatusWords(state, sale?.salesStage ?? null),
      provider,
    };
  };
}

export type QuoteStatusLookup = ReturnType<typeof createQuoteStatus>;
