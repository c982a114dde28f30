import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { todayInSydney } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { businessDetails, users } from '../../db/schema';
import { defineJob, enqueueMail, type Jobs, type OutgoingMail } from '../platform/platform-context';
import { insuranceLapsedEmail, insuranceReminderEmail } from './business-mail';

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
export async function queueInsuranceNotices(db: Database, jobs: Jobs, today: string, publicOrigin: string): Promise<number> {
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
        await enqueueMail(tx, jobs, 'insurance_notice', notice.mail(owner.email, owner.firstName, insuredUntil, publicOrigin));
        count += 1;
      }
      return count;
    });
  }
  return queued;
}

/** The notices due today, hourly (a job, ADR 0074): one process queues each. */
export const insuranceNoticesJob = (db: Database, jobs: Jobs, { publicOrigin, now = () => new Date() }: { publicOrigin: string; now?: () => Date }) =>
  defineJob({
    name: 'insurance-notices',
    queue: { policy: 'short' },
    schedule: '13 * * * *',
    run: async () => void (await queueInsuranceNotices(db, jobs, todayInSydney(now()), publicOrigin)),
  });
