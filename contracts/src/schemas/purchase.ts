import * as v from 'valibot';
import { emailOrEmpty, id, optionalText, phone, requiredText } from './fields';

/**
 * The buyer's details sent with POST /api/leads/{id}/purchase. Amounts are the server's alone (LEAD_PRICE, the one
 * price, minus a valid discount): the schema has no amount, so a client's `amountPaid` is dropped unread.
 */
export const purchaseFormSchema = v.object({
  buyerName: v.pipe(requiredText('Name is required'), v.maxLength(120, 'Name is too long')),
  buyerEmail: emailOrEmpty('Valid email required'),
  buyerPhone: phone('Phone number required', 'business'),
  buyerCompany: optionalText(120),
  paymentStatus: v.optional(v.picklist(['completed', 'pending']), 'completed'),
  discountCodeId: v.optional(v.nullable(id)),
  paymentIntentId: v.optional(v.pipe(v.string(), v.maxLength(255))),
});
export type PurchaseFormInput = v.InferInput<typeof purchaseFormSchema>;

export const createPaymentIntentSchema = v.object({
  leadId: id,
  /** The amount the client expects to pay, in cents; the server recomputes and rejects a mismatch. */
  amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  discountCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50), v.toUpperCase())),
});
