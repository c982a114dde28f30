import * as v from 'valibot';

/**
 * Email alerts of new leads (issue 29 item 3, ADR 0060): a provider owner's choice of how often new leads in their area
 * are mailed, and quiet hours in their own Australian time zone. Team members get no new-lead mail.
 */
export const EMAIL_ALERT_FREQUENCIES = ['instant', 'hourly', 'daily', 'off'] as const;
export type EmailAlertFrequency = (typeof EMAIL_ALERT_FREQUENCIES)[number];

export const EMAIL_ALERT_FREQUENCY_LABELS: Record<EmailAlertFrequency, string> = {
  instant: 'Instantly',
  hourly: 'Hourly digest',
  daily: 'Daily digest',
  off: 'Off',
};

/** The time zones a provider picks from (IANA names of the Australian states and territories). */
export const AUSTRALIAN_TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Hobart',
  'Australia/Lord_Howe',
] as const;
export type AustralianTimeZone = (typeof AUSTRALIAN_TIME_ZONES)[number];

/** The local hour a daily digest goes at (later when the quiet hours cover it). */
export const DAILY_DIGEST_HOUR = 7;

export const DEFAULT_EMAIL_ALERTS = {
  frequency: 'daily',
  quietStartHour: 21,
  quietEndHour: 7,
  timeZone: 'Australia/Sydney',
} as const satisfies EmailAlertSettings;

const hour = (label: string) =>
  v.pipe(v.number(`${label} must be an hour from 0 to 23`), v.integer(`${label} must be an hour from 0 to 23`), v.minValue(0, `${label} must be an hour from 0 to 23`), v.maxValue(23, `${label} must be an hour from 0 to 23`));

/**
 * PUT /api/email-alerts (and what GET answers). Quiet hours run from `quietStartHour` to `quietEndHour` (local, the
 * end hour excluded; across midnight when the start is later); the same hour for both means no quiet hours.
 */
export const emailAlertSettingsSchema = v.object({
  frequency: v.picklist(EMAIL_ALERT_FREQUENCIES, 'Choose how often new leads are emailed'),
  quietStartHour: hour('The start of quiet hours'),
  quietEndHour: hour('The end of quiet hours'),
  timeZone: v.picklist(AUSTRALIAN_TIME_ZONES, 'Choose an Australian time zone'),
});
export type EmailAlertSettings = v.InferOutput<typeof emailAlertSettingsSchema>;

/** Whether `hour` (0-23, local) is inside the quiet hours. */
export function inQuietHours(hourOfDay: number, { quietStartHour: start, quietEndHour: end }: Pick<EmailAlertSettings, 'quietStartHour' | 'quietEndHour'>): boolean {
  if (start === end) return false;
  return start < end ? hourOfDay >= start && hourOfDay < end : hourOfDay >= start || hourOfDay < end;
}
