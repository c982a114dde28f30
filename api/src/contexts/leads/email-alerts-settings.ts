import { eq, sql } from 'drizzle-orm';
import { DEFAULT_EMAIL_ALERTS, type AustralianTimeZone, type EmailAlertSettings } from '@motohaul/contracts';
import type { Database } from '../../db/database';
import { emailAlertSettings, leads, users } from '../../db/schema';

// A provider owner's email alert settings as the API reads and writes them (ADR 0060).

const latestLeadId = sql`(select coalesce(max(${leads.id}), 0) from ${leads})`;

export function createEmailAlertSettings(db: Database) {
  /** The settings, or the defaults for a provider who never changed them. */
  async function get(userId: number): Promise<EmailAlertSettings> {
    const [row] = await db
      .select({
        frequency: emailAlertSettings.frequency,
        quietStartHour: emailAlertSettings.quietStartHour,
        quietEndHour: emailAlertSettings.quietEndHour,
        timeZone: emailAlertSettings.timeZone,
      })
      .from(emailAlertSettings)
      .where(eq(emailAlertSettings.userId, userId));
    return row ? { ...row, timeZone: row.timeZone as AustralianTimeZone } : { ...DEFAULT_EMAIL_ALERTS };
  }

  return {
    get,

    /**
     * Saves the settings. Turned on from 'off' (or saved the first time), mail starts with the leads after this
     * moment: the leads of the time it was off are not mailed afterwards.
     */
    async put(userId: number, settings: EmailAlertSettings): Promise<EmailAlertSettings> {
      await db
        .insert(emailAlertSettings)
        .values({ userId, ...settings, mailedThroughLeadId: latestLeadId })
        .onConflictDoUpdate({
          target: emailAlertSettings.userId,
          set: {
            ...settings,
            mailedThroughLeadId: sql`case when ${emailAlertSettings.frequency} = 'off' then ${latestLeadId} else ${emailAlertSettings.mailedThroughLeadId} end`,
            updatedAt: sql`now()`,
          },
        });
      return get(userId);
    },

    /** One-click unsubscribe: the provider's new-lead mail is 'off'. False when the user is no provider (any more). */
    async unsubscribe(userId: number): Promise<boolean> {
      const [user] = await db.select({ userType: users.userType }).from(users).where(eq(users.id, userId));
      if (user?.userType !== 'provider') return false;
      await db
        .insert(emailAlertSettings)
        .values({ userId, frequency: 'off', mailedThroughLeadId: latestLeadId })
        .onConflictDoUpdate({ target: emailAlertSettings.userId, set: { frequency: 'off', updatedAt: sql`now()` } });
      return true;
    },
  };
}

export type EmailAlertSettingsStore = ReturnType<typeof createEmailAlertSettings>;
