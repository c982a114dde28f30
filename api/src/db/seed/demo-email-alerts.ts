import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { emailAlertSettings, users } from '../schema';
import { DEMO_PROVIDER } from './demo-users';

/**
 * The demo provider's email alerts (issue 29, ADR 0060): an hourly digest with quiet hours from 9 pm to 6 am in
 * Sydney. The mark starts before the demo leads, so the first digest (within the hour of the start) lists the
 * available ones in their area, and the admin Outbox shows a digest with its unsubscribe headers.
 */
export async function seedDemoEmailAlerts(db: Database): Promise<void> {
  const [provider] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_PROVIDER.username));
  if (!provider) return;
  await db
    .insert(emailAlertSettings)
    .values({ userId: provider.id, frequency: 'hourly', quietStartHour: 21, quietEndHour: 6, timeZone: 'Australia/Sydney', mailedThroughLeadId: 0 })
    .onConflictDoNothing();
}
