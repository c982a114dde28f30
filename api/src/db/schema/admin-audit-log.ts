import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

export type AdminAuditDetails = Record<string, string | number | boolean | null>;

/** One row per change an admin makes in the admin panel (provider status, discount codes). Rows are never updated. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    /** Kept when the admin account is deleted later: the row still says what happened. */
    adminUserId: integer('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    details: jsonb('details').$type<AdminAuditDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_log_created_idx').on(t.createdAt),
    /** The admins who made changes (a skip scan, ADR 0048) and the filter by admin. */
    index('admin_audit_log_admin_idx').on(t.adminUserId),
  ],
);
