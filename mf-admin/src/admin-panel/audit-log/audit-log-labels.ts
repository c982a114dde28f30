import type { AdminAuditAction, AdminAuditEntry } from '@motohaul/contracts';
import { formatAbn, formatDate, formatMoney, humanise } from '../format';
import { formatDateTime } from '../outbox/outbox-labels';

export const ACTION_LABELS: Record<AdminAuditAction, string> = {
  'provider.activate': 'Provider activated',
  'provider.deactivate': 'Provider deactivated',
  'provider.approve': 'Provider approved',
  'provider.password_reset_link': 'Password reset link created',
  'discount_code.create': 'Discount code created',
  'discount_code.activate': 'Discount code activated',
  'discount_code.deactivate': 'Discount code deactivated',
  'lead.edit': 'Lead edited',
  'claim.approve': 'Claim approved',
  'claim.reject': 'Claim rejected',
  'claim.refund': 'Claim refunded to card',
  'provider.verification_approve': 'Business details approved',
  'provider.verification_reject': 'Business details rejected',
  'review.hide': 'Review hidden',
  'review.show': 'Review shown again',
  'price_guide.enable': 'Price guide turned on',
  'price_guide.disable': 'Price guide turned off',
};

const TARGET_LABELS: Record<AdminAuditEntry['targetType'], string> = { user: 'Provider', discount_code: 'Discount code', lead: 'Lead', claim: 'Claim', review: 'Review', setting: 'Setting' };

/**
 * What the change was made to: its id, as the other tabs show it ('Lead #41'), and the name it has now when it still
 * exists ('Provider #7: Dana Lee', 'Lead #41: MT-250041').
 */
export const targetLabel = ({ targetType, targetId, targetName }: Pick<AdminAuditEntry, 'targetType' | 'targetId' | 'targetName'>) =>
  `${TARGET_LABELS[targetType] ?? targetType}${targetId === null ? '' : ` #${targetId}`}${targetName ? `: ${targetName}` : ''}`;

const DETAIL_LABELS: Record<string, string> = {
  code: 'Code',
  discountType: 'Type',
  discountValue: 'Value',
  maxUses: 'Maximum uses',
  isActive: 'Active',
  jobReference: 'Job reference',
  fields: 'Fields changed',
  expiresAt: 'Link expires',
  purchaseId: 'Purchase',
  leadId: 'Lead',
  buyerId: 'Provider',
  refund: 'Refunded to card',
  credit: 'Credited',
  reason: 'Reason',
  hiddenReason: 'It was hidden for',
  rating: 'Stars',
  refundId: 'Stripe refund',
  amount: 'Amount',
  abn: 'ABN',
  insuredUntil: 'Insured until',
};

/** The details that are ids: shown as the other tabs show ids ('Lead': '#45'). */
const ID_DETAILS = new Set(['purchaseId', 'leadId', 'buyerId']);

/** A field's name as words: 'motorcycleYear' -> 'Motorcycle year'. */
const fieldWords = (name: string) => humanise(name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());

/** A detail's value as the other tabs write it: dates in Sydney, money in dollars, codes and field names in words. */
function detailValue(key: string, value: string | number | boolean | null, details: AdminAuditEntry['details']): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (ID_DETAILS.has(key)) return `#${value}`;
  const text = String(value);
  if (key === 'expiresAt') return formatDateTime(text);
  if (key === 'insuredUntil') return formatDate(text);
  if (key === 'discountType') return humanise(text);
  if (key === 'fields') return text.split(/,\s*/).map(fieldWords).join(', ');
  if (key === 'discountValue' && details.discountType === 'percentage') return `${text}%`;
  if (key === 'discountValue' && details.discountType === 'fixed_amount') return formatMoney(Number(text));
  if (key === 'abn') return formatAbn(text);
  return text;
}

/** A detail's name and value in words ('Active': 'Yes'); an unknown detail keeps its key. */
export const detailRows = (details: AdminAuditEntry['details']) =>
  Object.entries(details).map(([key, value]) => ({ label: DETAIL_LABELS[key] ?? key, value: detailValue(key, value, details) }));
