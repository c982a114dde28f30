import { DISPLAY_TIME_ZONE, type OutboxStatus } from '@motohaul/contracts';

/** A date and time in Sydney: 4 Mar 2025, 2:30 pm. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: DISPLAY_TIME_ZONE,
  });

export const STATUS_LABELS: Record<OutboxStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** What caused a message, in words. */
const KIND_LABELS: Record<string, string> = { password_reset: 'Password reset', email_verification: 'Email verification' };
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.replace(/_/g, ' ');
