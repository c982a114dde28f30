import { eq } from 'drizzle-orm';
import { CANCELLABLE_STAGES, todayInSydney, quoteStatusWords, type QuoteStatusProvider, type QuoteStatusResponse, type QuoteStatusState, type SalesStage } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leadPurchases, leads, quoteRepeats } from '../../db/schema';
import type { AccountsContext } from '../accounts/accounts-context';
import { isStatusTokenShape } from '../leads/leads-context';
import { riderTracking } from './trips-repository';

/**
 * A lead's sale (a lead is sold once) as its rider may see it (ADR 0033), null when it has none: the stage and the company
 * name and phone the buyer gave with the purchase. Nothing else of the purchase (name, email, account, amounts, notes) is read.
 */
async function findSaleProgress(db: Database, leadId: number) {
  const [row] = await db
    .select({
      purchaseId: leadPurchases.id,
      salesStage: leadPurchases.salesStage,
      buyerCompany: leadPurchases.buyerCompany,
      buyerPhone: leadPurchases.buyerPhone,
      buyerId: leadPurchases.buyerId,
    })
    .from(leadPurchases)
    .where(eq(leadPurchases.leadId, leadId));
  return row ?? null;
}

/** What a status token opens: the request as its rider described it, and the lead it is on. */
interface OpenedRequest {
  leadId: number;
  jobReference: string;
  createdAt: Date;
  motorcycleMake: string;
  motorcycleModel: string;
  status: string;
  isArchived: boolean;
  cancelledAt: Date | null;
  cancellationReason: string | null;
  dropoffLatitude: number | null;
  dropoffLongitude: number | null;
  /** The trip's places (the price guide's, never sent to the page). */
  pickupLocation: string | null;
  dropoffLocation: string | null;
}

const leadColumns = {
  leadId: leads.id,
  jobReference: leads.jobReference,
  status: leads.status,
  isArchived: leads.isArchived,
  cancelledAt: leads.cancelledAt,
  cancellationReason: leads.cancellationReason,
  dropoffLatitude: leads.dropoffLatitude,
  dropoffLongitude: leads.dropoffLongitude,
  pickupLocation: leads.pickupLocation,
  dropoffLocation: leads.dropoffLocation,
};

/**
 * The request a token opens, and whose it is: 'rider' for the token the lead was made with, 'repeat' for a request merged
 * into an earlier lead (issue 27, ADR 0046), which has its own time and motorcycle and never the buyer or the stage.
 * Null for a token of no request (or of no token's shape).
 */
export async function openStatusToken(db: Database, token: unknown): Promise<{ holder: 'rider' | 'repeat'; request: OpenedRequest } | null> {
  if (!isStatusTokenShape(token)) return null;
  const [lead] = await db
    .select({ ...leadColumns, createdAt: leads.createdAt, motorcycleMake: leads.motorcycleMake, motorcycleModel: leads.motorcycleModel })
    .from(leads)
    .where(eq(leads.statusToken, token));
  if (lead) return { holder: 'rider', request: lead };
  const [repeat] = await db
    .select({ ...leadColumns, createdAt: quoteRepeats.createdAt, motorcycleMake: quoteRepeats.motorcycleMake, motorcycleModel: quoteRepeats.motorcycleModel })
    .from(quoteRepeats)
    .innerJoin(leads, eq(leads.id, quoteRepeats.leadId))
    .where(eq(quoteRepeats.statusToken, token));
  return repeat ? { holder: 'repeat', request: repeat } : null;
}

/** What a repeat's token says once the lead is bought: that it is taken, not by whom nor how far. */
export const REPEAT_TAKEN_WORDS = {
  headline: 'A provider has taken this request',
  detail: 'A transport provider has taken this request and calls the number it was sent with. Their details are on the link given with the first request.',
};

/** Whether the rider may still cancel: waiting, or bought and not yet transported (issue 47 item 3). */
export const canStillCancel = (state: QuoteStatusState, stage: SalesStage | null) =>
  state === 'waiting' || (state === 'bought' && stage !== null && CANCELLABLE_STAGES.includes(stage));

/** Blank text is no text. */
const shown = (text: string | null) => (text?.trim() ? text.trim() : null);

/**
 * The rider's view of their request by its status token (issue 15 item 4, ADR 0033), null for a token of no lead
 * (or of no token's shape). It names the lead's job reference, when it was made and the motorcycle, its state,
 * and once bought the buyer's stage in the rider's words and the company name and phone the buyer gave with the
 * purchase: never the lead's id, the rider's own contact details, or anything else of the buyer's. A repeat's token
 * (ADR 0046) gets the same answer from the same builder, without the buyer and the stage.
 */
export function createQuoteStatus(db: Database, { badgesOf, now }: { badgesOf: AccountsContext['badgesOf']; now: () => Date }) {
  return async (token: unknown): Promise<QuoteStatusResponse | null> => {
    const opened = await openStatusToken(db, token);
    if (!opened) return null;
    const { holder, request } = opened;
    const cancelled = request.cancelledAt !== null;
    const sale = request.status === 'sold' && !cancelled ? await findSaleProgress(db, request.leadId) : null;
    // A sold lead whose purchase is gone (the buyer's account was deleted) is no longer offered: closed. A cancelled
    // one (issue 47 item 3) says so, to the repeat's token too, and names no provider any more.
    const state: QuoteStatusState = cancelled ? 'cancelled' : sale ? 'bought' : request.status === 'available' && !request.isArchived ? 'waiting' : 'closed';
    const seen = holder === 'rider' ? sale : null;
    const words = holder === 'repeat' && state === 'bought' ? REPEAT_TAKEN_WORDS : quoteStatusWords(state, seen?.salesStage ?? null);
    // The buyer's 'Verified' and 'Insured' badges (ADR 0055), as of today in Sydney.
    const badges = seen?.buyerId ? (await badgesOf([seen.buyerId], todayInSydney(now()))).get(seen.buyerId) : undefined;
    const provider: QuoteStatusProvider | null = seen
      ? { companyName: shown(seen.buyerCompany), phone: shown(seen.buyerPhone), verified: badges?.verified ?? false, insured: badges?.insured ?? false }
      : null;
    // The trip's last position (ADR 0084): the request's own rider only, while the buyer's trip shares it.
    const tracking = seen
      ? await riderTracking(db, seen.purchaseId, seen.salesStage, { latitude: request.dropoffLatitude, longitude: request.dropoffLongitude })
      : null;
    return {
      jobReference: request.jobReference,
      requestedAt: request.createdAt.toISOString(),
      motorcycle: `${request.motorcycleMake} ${request.motorcycleModel}`.trim(),
      state,
      stage: seen?.salesStage ?? null,
      ...words,
      provider,
      canCancel: holder === 'rider' && canStillCancel(state, sale?.salesStage ?? null),
      cancellation: cancelled ? { cancelledAt: request.cancelledAt!.toISOString(), reason: request.cancellationReason ?? '' } : null,
      tracking,
    };
  };
}

export type QuoteStatusLookup = ReturnType<typeof createQuoteStatus>;
