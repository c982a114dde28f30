import { eq } from 'drizzle-orm';
import { todayInSydney, quoteStatusWords, type QuoteStatusProvider, type QuoteStatusResponse, type QuoteStatusState } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leadPurchases, leads, quoteRepeats } from '../../db/schema';
import type { AccountsContext } from '../accounts/accounts-context';
import { isStatusTokenShape } from '../leads/leads-context';

/**
 * A lead's sale (a lead is sold once) as its rider may see it (ADR 0033), null when it has none: the stage and the company
 * name and phone the buyer gave with the purchase. Nothing else of the purchase (name, email, account, amounts, notes) is read.
 */
async function findSaleProgress(db: Database, leadId: number) {
  const [row] = await db
    .select({
      salesStage: leadPurchases.salesStage,
      buyerCompany: leadPurchases.buyerCompany,
      buyerPhone: leadPurchases.buyerPhone,
      buyerId: leadPurchases.buyerId,
    })
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

/**
 * The repeat a token opens (issue 27, ADR 0046): a request merged into an earlier lead gets a token of its own, which
 * shows the lead's state and job reference with the repeat's own time and motorcycle, never the buyer or the stage.
 */
async function findRepeatByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      jobReference: leads.jobReference,
      createdAt: quoteRepeats.createdAt,
      motorcycleMake: quoteRepeats.motorcycleMake,
      motorcycleModel: quoteRepeats.motorcycleModel,
      status: leads.status,
      isArchived: leads.isArchived,
    })
    .from(quoteRepeats)
    .innerJoin(leads, eq(leads.id, quoteRepeats.leadId))
    .where(eq(quoteRepeats.statusToken, token));
  return row ?? null;
}

/** What a repeat's token says once the lead is bought: that it is taken, not by whom nor how far. */
export const REPEAT_TAKEN_WORDS = {
  headline: 'A provider has taken this request',
  detail: 'A transport provider has taken this request and calls the number it was sent with. Their details are on the link given with the first request.',
};

/** Blank text is no text. */
const shown = (text: string | null) => (text?.trim() ? text.trim() : null);

/**
 * The rider's view of their request by its status token (issue 15 item 4, ADR 0033), null for a token of no lead
 * (or of no token's shape). It names the lead's job reference, when it was made and the motorcycle, its state,
 * and once bought the buyer's stage in the rider's words and the company name and phone the buyer gave with the
 * purchase: never the lead's id, the rider's own contact details, or anything else of the buyer's.
 */
export function createQuoteStatus(db: Database, { badgesOf, now }: { badgesOf: AccountsContext['badgesOf']; now: () => Date }) {
  return async (token: unknown): Promise<QuoteStatusResponse | null> => {
    if (!isStatusTokenShape(token)) return null;
    const lead = await findByToken(db, token);
    if (!lead) return repeatStatus(await findRepeatByToken(db, token));
    const sale = lead.status === 'sold' ? await findSaleProgress(db, lead.id) : null;
    // A sold lead whose purchase is gone (the buyer's account was deleted) is no longer offered: closed.
    const state: QuoteStatusState = sale ? 'bought' : lead.status === 'available' && !lead.isArchived ? 'waiting' : 'closed';
    // The buyer's 'Verified' and 'Insured' badges (ADR 0055), as of today in Sydney.
    const badges = sale?.buyerId ? (await badgesOf([sale.buyerId], todayInSydney(now()))).get(sale.buyerId) : undefined;
    const provider: QuoteStatusProvider | null = sale
      ? { companyName: shown(sale.buyerCompany), phone: shown(sale.buyerPhone), verified: badges?.verified ?? false, insured: badges?.insured ?? false }
      : null;
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

/** A repeat's status: the lead's state with no buyer, no stage, and the repeat's own time and motorcycle. */
function repeatStatus(repeat: Awaited<ReturnType<typeof findRepeatByToken>>): QuoteStatusResponse | null {
  if (!repeat) return null;
  const state: QuoteStatusState = repeat.isArchived ? 'closed' : repeat.status === 'sold' ? 'bought' : repeat.status === 'available' ? 'waiting' : 'closed';
  return {
    jobReference: repeat.jobReference,
    requestedAt: repeat.createdAt.toISOString(),
    motorcycle: `${repeat.motorcycleMake} ${repeat.motorcycleModel}`.trim(),
    state,
    stage: null,
    ...(state === 'bought' ? REPEAT_TAKEN_WORDS : quoteStatusWords(state, null)),
    provider: null,
  };
}

export type QuoteStatusLookup = ReturnType<typeof createQuoteStatus>;
