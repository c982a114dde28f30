import type { SalesStage } from '@motohaul/contracts';
import type { leadPurchases } from '../schema';
import type { DemoLead } from './demo-leads';
import type { DemoUser } from './demo-users';

export const HOUR_MS = 60 * 60 * 1000;

/** The way a demo purchase moves through the pipeline: each stage, and how long after the purchase it is reached. */
const PATH: { stage: SalesStage; hoursAfterPurchase: number }[] = [
  { stage: 'purchased', hoursAfterPurchase: 0 },
  { stage: 'called', hoursAfterPurchase: 4 },
  { stage: 'booked_in', hoursAfterPurchase: 24 },
  { stage: 'picked_up', hoursAfterPurchase: 30 },
  { stage: 'in_transit', hoursAfterPurchase: 31 },
  { stage: 'delivered', hoursAfterPurchase: 72 },
  { stage: 'invoice_paid', hoursAfterPurchase: 96 },
  { stage: 'finalised', hoursAfterPurchase: 144 },
];
/** A declined lead was called first, then declined a day after the purchase. */
const DECLINED_AFTER_HOURS = 24;

export interface StageDates {
  calledAt: Date | null;
  bookedInAt: Date | null;
  /** Delivered is the 'safety check' step (ADR 0029): the date the admin's Safety Check count reads. */
  safetyCheckPassedAt: Date | null;
  invoicePaidAt: Date | null;
  finalisedAt: Date | null;
  declinedAt: Date | null;
  /** When the purchase last changed: the latest stage date. */
  updatedAt: Date;
}

/**
 * The stage dates of a demo purchase now in `stage`: every stage it passed through is stamped, in order, after the
 * purchase (the same columns moving a card stamps); the stages it never reached stay empty.
 */
export function stageDates(stage: SalesStage, purchasedAt: Date): StageDates {
  const at = (hours: number) => new Date(purchasedAt.getTime() + hours * HOUR_MS);
  const declined = stage === 'declined';
  const reached = declined ? 'called' : stage;
  const upTo = PATH.findIndex((step) => step.stage === reached);
  const passed = (candidate: SalesStage) => {
    const index = PATH.findIndex((step) => step.stage === candidate);
    return index <= upTo ? at(PATH[index]!.hoursAfterPurchase) : null;
  };
  const dates = {
    calledAt: passed('called'),
    bookedInAt: passed('booked_in'),
    safetyCheckPassedAt: passed('delivered'),
    invoicePaidAt: passed('invoice_paid'),
    finalisedAt: passed('finalised'),
    declinedAt: declined ? at(DECLINED_AFTER_HOURS) : null,
  };
  const updatedAt = declined ? at(DECLINED_AFTER_HOURS) : at(PATH[upTo]!.hoursAfterPurchase);
  return { ...dates, updatedAt };
}

/** A demo provider's completed purchase of a demo lead, with the stage dates of where it now stands. */
export function demoPurchase(
  leadId: number,
  buyer: { id: number; account: DemoUser },
  purchase: NonNullable<DemoLead['purchase']>,
  leadPrice: string,
  purchasedAt: Date,
): typeof leadPurchases.$inferInsert {
  return {
    leadId,
    buyerId: buyer.id,
    buyerName: `${buyer.account.firstName} ${buyer.account.lastName}`,
    buyerEmail: buyer.account.email,
    buyerPhone: buyer.account.phone,
    buyerCompany: buyer.account.companyName,
    amountPaid: leadPrice,
    originalPrice: leadPrice,
    discountAmount: '0.00',
    paymentStatus: 'completed',
    salesStage: purchase.salesStage,
    salesNotes: purchase.salesNotes ?? null,
    customerPaymentAmount: purchase.customerPaymentAmount ?? null,
    ...stageDates(purchase.salesStage, purchasedAt),
    purchasedAt,
  };
}
