import { eq } from 'drizzle-orm';
import type { PushPayload } from '@motohaul/contracts';
import type { Transaction } from '../../db/database';
import { emailAlertSettings, pushSubscriptions, users } from '../../db/schema';
import { escapeHtml, greeting } from '../accounts/accounts-context';
import { enqueueMail, sendJob, type Jobs, type OutgoingMail } from '../platform/platform-context';
import { maskContactDetails } from './lead-masking';

// A rider's cancellation told to the lead's buyer (issue 47 item 3): by push and by email, as their alert settings say.

/** The job that takes a cancelled lead off every list at once and pushes its buyer's devices (lead-jobs.ts). */
export const LEAD_CANCELLED = 'lead-cancelled';

/** What the job carries: the lead, and for a bought one the buyer and the push their devices show. */
export interface LeadCancelledJob {
  leadId: number;
  buyer: { id: number; push: PushPayload } | null;
}

/** The cancelled lead as its buyer is told of it, and what became of the fee. */
export interface CancellationNotice {
  leadId: number;
  jobReference: string;
  vehicle: string;
  reason: string;
  buyerId: number;
  /** 'credited': the fee is back as credit (the amount); 'claimed': a claim waits for an admin; 'none': neither. */
  fee: { kind: 'credited'; amount: string } | { kind: 'claimed' } | { kind: 'none' };
}

const leadPath = (jobReference: string) => `/dashboard/leads/${encodeURIComponent(jobReference)}`;

/** The fee's outcome in one sentence, the same in the push and the mail. */
export function feeSentence(fee: CancellationNotice['fee']): string {
  if (fee.kind === 'credited') return `You bought it less than 2 hours ago and had not called yet, so the $${fee.amount} lead fee is back as credit for your next lead.`;
  if (fee.kind === 'claimed') return 'A claim for the lead fee, with the rider’s reason, is with MotoHaul: you will see the decision on the lead.';
  return '';
}

/** The push: under the lead's tag, so it replaces any notification the device still shows for the lead. */
export function cancellationPush(notice: CancellationNotice): PushPayload {
  return {
    type: 'lead_cancelled',
    title: `Cancelled by the rider: ${maskContactDetails(notice.vehicle)}`,
    body: `${notice.jobReference}: the rider no longer needs transport. ${feeSentence(notice.fee)}`.trim(),
    tag: `lead-${notice.leadId}`,
    url: leadPath(notice.jobReference),
  };
}

/** The mail: the rider's reason quoted, what became of the fee, and the lead in the CRM. */
export function cancellationMail(notice: CancellationNotice, to: { email: string; firstName: string }, publicOrigin: string): OutgoingMail {
  const hello = greeting(to.firstName);
  const intro = `The rider of job ${notice.jobReference} (${notice.vehicle}) no longer needs transport.`;
  const reason = `Their reason: “${notice.reason}”`;
  const fee = feeSentence(notice.fee);
  const url = `${publicOrigin}${leadPath(notice.jobReference)}`;
  return {
    to: to.email,
    subject: `Cancelled by the rider: ${notice.jobReference} ${notice.vehicle}`,
    text: [hello, '', intro, reason, ...(fee ? ['', fee] : []), '', `Open the lead: ${url}`].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<blockquote>${escapeHtml(notice.reason)}</blockquote>`,
      fee ? `<p>${escapeHtml(fee)}</p>` : '',
      `<p><a href="${escapeHtml(url)}">Open the lead</a></p>`,
    ]
      .filter(Boolean)
      .join('\n'),
  };
}

/**
 * Queued in the cancellation's own transaction (ADR 0074), so the buyer is told exactly when it committed: the job that
 * takes the lead off the lists and pushes the buyer's devices (when they have any), and the mail when their email
 * alerts are not 'off' (a provider without settings has the defaults: on). The mail goes at once, not in a digest.
 */
export async function queueCancellationAlerts(tx: Transaction, jobs: Jobs, notice: CancellationNotice | { leadId: number }, { publicOrigin }: { publicOrigin: string }): Promise<void> {
  if (!('buyerId' in notice)) {
    await sendJob(jobs, tx, LEAD_CANCELLED, { leadId: notice.leadId, buyer: null } satisfies LeadCancelledJob);
    return;
  }
  const [buyer] = await tx
    .select({ email: users.email, firstName: users.firstName, frequency: emailAlertSettings.frequency })
    .from(users)
    .leftJoin(emailAlertSettings, eq(emailAlertSettings.userId, users.id))
    .where(eq(users.id, notice.buyerId));
  const [device] = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, notice.buyerId)).limit(1);
  const job: LeadCancelledJob = { leadId: notice.leadId, buyer: device ? { id: notice.buyerId, push: cancellationPush(notice) } : null };
  await sendJob(jobs, tx, LEAD_CANCELLED, job);
  if (buyer?.email && buyer.frequency !== 'off') {
    await enqueueMail(tx, jobs, 'rider_cancellation', cancellationMail(notice, { email: buyer.email, firstName: buyer.firstName }, publicOrigin));
  }
}
