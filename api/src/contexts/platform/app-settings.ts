import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appSettings } from '../../db/schema';

// Product switches kept in the database (issue 47): read by the context they switch, written by the admin context
// (audited there). A key without a row has its default.

type SettingValue = boolean | number | string;

/** A setting's value, or `fallback` while none is stored. */
export async function readSetting<T extends SettingValue>(db: Pick<Database, 'select'>, key: string, fallback: T): Promise<T> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row && typeof row.value === typeof fallback ? (row.value as T) : fallback;
}

/** Stores a setting (in the caller's transaction, so its audit entry commits with it). */
export async function writeSetting(tx: Pick<Database, 'insert'>, key: string, value: SettingValue, updatedById: number): Promise<void> {
  await tx
    .insert(appSettings)
    .values({ key, value, updatedById })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedById, updatedAt: new Date() } });
}
