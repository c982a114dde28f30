import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { EmailAlertFrequency } from '@motohaul/contracts';
import { updatedAt } from './columns';
import { users } from './users';

/**
 * A provider owner's email alerts of new leads (issue 29 item 3, ADR 0060). A provider without a row has the defaults;
 * the alerts job adds the row the first time it looks at them. The row is also the job's lock and memory: a process
 * takes it FOR UPDATE SKIP LOCKED, mails the leads after `mailed_through_lead_id`, moves that mark and records the
 * digest period in the same transaction, so every mail is written once however many processes run the job.
 */
export const emailAlertSettings = pgTable(
  'email_alert_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency').$type<EmailAlertFrequency>().notNull().default('daily'),
    quietStartHour: integer('quiet_start_hour').notNull().default(21),
    quietEndHour: integer('quiet_end_hour').notNull().default(7),
    timeZone: text('time_zone').notNull().default('Australia/Sydney'),
    /** The highest lead id considered in a mail (or skipped while 'off'): later leads are the next mail's. */
    mailedThroughLeadId: integer('mailed_through_lead_id').notNull().default(0),
    /** The last digest period written (a local hour 'YYYY-MM-DDTHH' or day 'YYYY-MM-DD'): one digest per period. */
    lastDigestPeriod: text('last_digest_period'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('email_alert_settings_frequency_check', sql`${t.frequency} in ('instant', 'hourly', 'daily', 'off')`),
    check('email_alert_settings_hours_check', sql`${t.quietStartHour} between 0 and 23 and ${t.quietEndHour} between 0 and 23`),
  ],
);
