import { INSPECTION_TYPE_LABELS, TIMEFRAME_LABELS, type AdminLeadRow } from '@motohaul/contracts';
import { humanise } from '../format';

const SERVICE_TYPE_LABELS: Record<string, string> = {
  ...INSPECTION_TYPE_LABELS,
  transport: 'Transport (rolls and steers)',
  transport_non_rolling: 'Transport (non-rolling, needs winch)',
};

const URGENCY_LABELS: Record<string, string> = {
  ...TIMEFRAME_LABELS,
  urgent: 'Urgent',
  within_week: 'Within a week',
  within_month: 'Within a month',
  flexible: 'Flexible',
};

export const urgencyLabel = (code: string | null) => (code ? (URGENCY_LABELS[code] ?? humanise(code)) : 'Not given');
export const serviceTypeLabel = (code: string | null) => (code ? (SERVICE_TYPE_LABELS[code] ?? humanise(code)) : 'Not given');

/** The badge a lead shows: archived over its status, so a hidden lead never reads as available. */
export const leadBadge = (lead: Pick<AdminLeadRow, 'status' | 'isArchived'>): { label: string; tone: 'available' | 'sold' | 'muted' } => {
  if (lead.isArchived) return { label: 'Archived', tone: 'muted' };
  if (lead.status === 'available') return { label: 'Available', tone: 'available' };
  return { label: humanise(lead.status), tone: 'sold' };
};
