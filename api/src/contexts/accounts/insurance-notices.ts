import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { todayInSydney } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { businessDetails, users } from '../../db/schema';
import { enqueueMail, type OutgoingMail } from '../platform/platform-context';
import { insuranceLapsedEmail, insuranceReminderEmail } from './business-mail';

const HOUR_MS = 60 * 60 * 1000;

interface Notice {
  /** The column remembering the insured_until this notice was sent for. */
  sentFor: 'reminder30For' | 'reminder7For' | 'lapsedNoticeFor';
  /** Which approved insurances are due it on `today`. */
  due: (today: string) => SQL;
  mail: (to: string, firstName: string, insuredUntil: string, publicOrigin: string) => OutgoingMail;
}

const until = businessDetails.insuredUntil;

/**
 * The owner's notices about the insurance an admin approved (issue 28 item 3): 30 days before its expiry (while more
 * than 7 remain), 7 days before, and once it has expired. The 'Insured' badge needs none of this: it is computed from
 * the date when read. Each notice is sent once per expiry date (a renewal gets its own).
 */
const NOTICES: Notice[] = [
  {
    sentFor: 'reminder30For',
    due: (today) => sql`${until} - 30 <= ${today}::date and ${until} - 7 > ${today}::date`,
    mail: (to, name, date, origin) => insuranceReminderEmail(to, name, date, 30, origin),
  },
  {
    sentFor: 'reminder7For',
    due: (today) => sql`${until} - 7 <= ${today}::date and ${until} >= ${today}::date`,
    mail: (to, name, date, origin) => insuranceReminderEmail(to, name, date, 7, origin),
  },
  {
    sentFor: 'lapsedNoticeFor',
    due: (today) => sql`${until} < ${today}::date`,
    mail: insuranceLapsedEmail,
  },
];

/**
 * Queues the notices due on `today` (a Sydney date) and answers how many. Each is claimed by a conditional UPDATE
 * and queued in the same transaction, so API processes running this at the same time send each notice once.
 */
export async function queueInsuranceNotices(db: Database, today: string, publicOrigin: string): Promise<number> {
  let queued = 0;
  for (const notice of NOTICES) {
    queued += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(businessDetails)
        .set({ [notice.sentFor]: sql`${until}` })
        .where(and(isNotNull(until), notice.due(today), sql`${businessDetails[notice.sentFor]} is distinct from ${until}`))
        .returning({ userId: businessDetails.userId, insuredUntil: until });
      let count = 0;
      for (const { userId, insuredUntil } of claimed) {
        const [owner] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
        if (!owner?.email || !insuredUntil) continue;
        await enqueueMail(tx, 'insurance_notice', notice.mail(owner.email, owner.firstName, insuredUntil, publicOrigin));
        count += 1;
      }
      return count;
    });
  }
  return queued;
}

/**
 * Runs queueInsuranceNotices now and then every `everyMs` (an hour), as the idempotency sweeper runs; every API
 * process may. main.ts starts and stops it; `onQueued` wakes the outbox sender.
 */
export function startInsuranceNotices(
  db: Database,
  { publicOrigin, onQueued, now = () => new Date(), everyMs = HOUR_MS, log = console }: {
    publicOrigin: string;
    onQueued: () => void;
    now?: () => Date;
    everyMs?: number;
    log?: Pick<Console, 'error'>;
  },
) {
  const run = () =>
    queueInsuranceNotices(db, todayInSydney(now()), publicOrigin).then(
      (queued) => {
        if (queued > 0) onQueued();
      },
      (error: unknown) => log.error('Queueing insurance notices failed:', error),
    );
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
