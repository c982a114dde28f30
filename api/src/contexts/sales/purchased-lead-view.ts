import { eq, sql } from 'drizzle-orm';
import type { PurchaseClaim, PurchasedLead } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { leadClaims, leadPurchases, leads, providerCredits } from '../../db/schema';
import { fromCents, toCents } from './money';

/**
 * A purchase's claim (ADR 0036), read through `left join lead_claims on purchase_id` (one claim per purchase) and
 * the credit its approval granted (the ledger row of that claim).
 */
export const purchaseClaimColumns = {
  claimId: leadClaims.id,
  claimReason: leadClaims.reason,
  claimNote: leadClaims.note,
  claimStatus: leadClaims.status,
  claimCreditedAmount: leadClaims.creditedAmount,
  claimDecisionReason: leadClaims.decisionReason,
  claimCreatedAt: leadClaims.createdAt,
  claimDecidedAt: leadClaims.decidedAt,
  claimGrant: sql<string | null>`(select ${providerCredits.amount} from ${providerCredits} where ${providerCredits.claimId} = ${leadClaims.id})`,
};

type ColumnData<C> = { [K in keyof C]: C[K] extends { _: { data: infer D } } ? D | null : C[K] extends { _: { type: infer T } } ? T : never };
type ClaimRow = ColumnData<typeof purchaseClaimColumns>;

const amountOrNull = (cents: number) => (cents > 0 ? fromCents(cents) : null);

/** What the buyer sees of a claim: the credited amount split into the card refund and the credit balance part. */
export function toPurchaseClaim(row: ClaimRow): PurchaseClaim | null {
  if (row.claimId === null) return null;
  const grantCents = row.claimGrant === null ? 0 : toCents(row.claimGrant);
  const totalCents = row.claimCreditedAmount === null ? 0 : toCents(row.claimCreditedAmount);
  return {
    id: row.claimId,
    reason: row.claimReason!,
    note: row.claimNote!,
    status: row.claimStatus!,
    refundedAmount: row.claimStatus === 'approved' ? amountOrNull(totalCents - grantCents) : null,
    creditedAmount: row.claimStatus === 'approved' ? amountOrNull(grantCents) : null,
    decisionReason: row.claimDecisionReason,
    createdAt: row.claimCreatedAt!.toISOString(),
    decidedAt: row.claimDecidedAt ? row.claimDecidedAt.toISOString() : null,
  };
}

/** The columns of GET /api/my-purchased-leads: a purchase joined with its lead (spec §3). */
export const purchasedLeadColumns = {
  id: leadPurchases.id,
  leadId: leadPurchases.leadId,
  buyerId: leadPurchases.buyerId,
  buyerName: leadPurchases.buyerName,
  buyerEmail: leadPurchases.buyerEmail,
  buyerPhone: leadPurchases.buyerPhone,
  buyerCompany: leadPurchases.buyerCompany,
  amountPaid: leadPurchases.amountPaid,
  paymentStatus: leadPurchases.paymentStatus,
  salesStage: leadPurchases.salesStage,
  salesNotes: leadPurchases.salesNotes,
  customerPaymentAmount: leadPurchases.customerPaymentAmount,
  calledAt: leadPurchases.calledAt,
  bookedInAt: leadPurchases.bookedInAt,
  safetyCheckPassedAt: leadPurchases.safetyCheckPassedAt,
  invoicePaidAt: leadPurchases.invoicePaidAt,
  finalisedAt: leadPurchases.finalisedAt,
  declinedAt: leadPurchases.declinedAt,
  purchasedAt: leadPurchases.purchasedAt,
  updatedAt: leadPurchases.updatedAt,
  isArchived: leadPurchases.isArchived,
  archivedAt: leadPurchases.archivedAt,
  discountCodeId: leadPurchases.discountCodeId,
  originalPrice: leadPurchases.originalPrice,
  discountAmount: leadPurchases.discountAmount,
  creditApplied: leadPurchases.creditApplied,
  ...purchaseClaimColumns,
  jobReference: leads.jobReference,
  customerName: leads.customerName,
  customerPhone: leads.customerPhone,
  customerEmail: leads.customerEmail,
  customerAddress: leads.customerAddress,
  vehicleMake: leads.motorcycleMake,
  vehicleModel: leads.motorcycleModel,
  vehicleYear: leads.motorcycleYear,
  vehicleRego: leads.vehicleRego,
  urgency: leads.urgency,
  travelDistance: leads.travelDistance,
  preferredLocation: leads.preferredLocation,
  budgetConcern: leads.budgetConcern,
  previousExperience: leads.previousExperience,
  specificRequests: leads.specialRequests,
  inspectionType: leads.inspectionType,
  leadScore: leads.leadScore,
  pickupLocation: leads.pickupLocation,
  dropoffLocation: leads.dropoffLocation,
  timeframe: leads.timeframe,
  preferredPickupDate: leads.preferredPickupDate,
  preferredDropoffDate: leads.preferredDropoffDate,
  canRollAndSteer: leads.canRollAndSteer,
  createdAt: leads.createdAt,
  cancelledAt: leads.cancelledAt,
  cancellationReason: leads.cancellationReason,
};

type Row = ColumnData<typeof purchasedLeadColumns>;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** A joined row as the API answers it (dates as ISO strings; lead fields null when the lead is gone). */
export function toPurchasedLead(row: Row): PurchasedLead {
  return {
    id: row.id!,
    leadId: row.leadId!,
    buyerId: row.buyerId!,
    buyerName: row.buyerName!,
    buyerEmail: row.buyerEmail,
    buyerPhone: row.buyerPhone,
    buyerCompany: row.buyerCompany,
    amountPaid: row.amountPaid!,
    paymentStatus: row.paymentStatus!,
    salesStage: row.salesStage!,
    salesNotes: row.salesNotes,
    customerPaymentAmount: row.customerPaymentAmount,
    calledAt: iso(row.calledAt),
    bookedInAt: iso(row.bookedInAt),
    safetyCheckPassedAt: iso(row.safetyCheckPassedAt),
    invoicePaidAt: iso(row.invoicePaidAt),
    finalisedAt: iso(row.finalisedAt),
    declinedAt: iso(row.declinedAt),
    purchasedAt: iso(row.purchasedAt)!,
    updatedAt: iso(row.updatedAt)!,
    isArchived: row.isArchived!,
    archivedAt: iso(row.archivedAt),
    discountCodeId: row.discountCodeId,
    originalPrice: row.originalPrice,
    discountAmount: row.discountAmount,
    creditApplied: row.creditApplied,
    claim: toPurchaseClaim(row),
    riderCancellation: row.cancelledAt ? { cancelledAt: row.cancelledAt.toISOString(), reason: row.cancellationReason ?? '' } : null,
    jobReference: row.jobReference,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    customerAddress: row.customerAddress,
    vehicleMake: row.vehicleMake,
    vehicleModel: row.vehicleModel,
    vehicleYear: row.vehicleYear,
    vehicleRego: row.vehicleRego,
    urgency: row.urgency,
    travelDistance: row.travelDistance,
    preferredLocation: row.preferredLocation,
    budgetConcern: row.budgetConcern,
    previousExperience: row.previousExperience,
    specificRequests: row.specificRequests,
    inspectionType: row.inspectionType,
    leadScore: row.leadScore,
    pickupLocation: row.pickupLocation,
    dropoffLocation: row.dropoffLocation,
    timeframe: row.timeframe,
    preferredPickupDate: row.preferredPickupDate,
    preferredDropoffDate: row.preferredDropoffDate,
    canRollAndSteer: row.canRollAndSteer,
    createdAt: iso(row.createdAt),
  };
}

/** How a purchase meets its lead, and its claim (at most one per purchase): the joins of every read below. */
export const leadOfPurchase = eq(leads.id, leadPurchases.leadId);
export const claimOfPurchase = eq(leadClaims.purchaseId, leadPurchases.id);

/** The purchases joined with their leads and claims, as GET /api/my-purchased-leads answers them. */
export const joinedPurchases = (db: Database) =>
  db.select(purchasedLeadColumns).from(leadPurchases).leftJoin(leads, leadOfPurchase).leftJoin(leadClaims, claimOfPurchase);
