import type { AdminAuditAction, AdminAuditEntry } from '@motohaul/contracts';
import type { Database } from '../../../db/database';
import { adminAuditLog, type AdminAuditDetails } from '../../../db/schema';

/** What an admin changed: written to admin_audit_log in the same transaction as the change itself. */
export interface AdminChange {
  action: AdminAuditAction;
  targetType: AdminAuditEntry['targetType'];
  targetId: number;
  details: AdminAuditDetails;
}

export async function recordAdminChange(db: Pick<Database, 'insert'>, adminUserId: number, change: AdminChange): Promise<void> {
  await db.insert(adminAuditLog).values({ adminUserId, ...change });
}
