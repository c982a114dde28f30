import type { Database } from '../../db/database';
import { adminAuditLog } from '../../db/schema';
import type { AdminChange } from '../platform/platform-context';

/** Writes an admin change to admin_audit_log: on admin.changed, once the change is committed (ADR 0042). */
export async function recordAdminChange(db: Pick<Database, 'insert'>, change: AdminChange): Promise<void> {
  await db.insert(adminAuditLog).values(change);
}
