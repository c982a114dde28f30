import type { Urgency } from '@motohaul/contracts';

export const URGENCY_LABELS: Record<Urgency, string> = {
  urgent: 'Urgent',
  within_week: 'Within a week',
  within_month: 'Within a month',
  flexible: 'Flexible',
};
