import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminAuditActor, AdminAuditEntry, AdminAuditLogPage, AdminAuditLogQuery } from '@motohaul/contracts';
import { cappedTotal, countUpTo } from '../../db/capped-count';
import type { Database } from '../../db/database';
import { sydneyDayEnd, sydneyDayStart } from '../../db/sydney-days';
import { adminAuditLog, users } from '../../db/schema';

/** How a person is named: their full name, else their username. */
const personName = (firstName: SQL | typeof users.firstName, lastName: SQL | typeof users.lastName, username: SQL | typeof users.username) =>
  sql<string>`coalesce(nullif(trim(${firstName} || ' ' || ${lastName}), ''), ${username})`;

/** How an admin is named. */
const adminName = personName(users.firstName, users.lastName, users.username);

/**
 * What an entry's target is called now (one primary-key probe per entry of the page): a provider by name, a discount
 * code by its code, a lead by its job reference, a claim or a review by its lead's job reference.
 */
const targetName = sql<string | null>`case ${adminAuditLog.targetType}
    when 'user' then (select ${personName(sql`u.first_name`, sql`u.last_name`, sql`u.username`)} from users u where u.id = ${adminAuditLog.targetId})
    when 'discount_code' then (select d.code from discount_codes d where d.id = ${adminAuditLog.targetId})
    when 'lead' then (select l.job_reference from leads l where l.id = ${adminAuditLog.targetId})
    when 'claim' then (select l.job_reference from lead_claims c join leads l on l.id = c.lead_id where c.id = ${adminAuditLog.targetId})
    when 'review' then (select l.job_reference from provider_reviews r join leads l on l.id = r.lead_id where r.id = ${adminAuditLog.targetId})
  end`;

function filters({ adminId, action, from, to }: AdminAuditLogQuery): SQL | undefined {
  return and(
    adminId === null ? undefined : eq(adminAuditLog.adminUserId, adminId),
    action === '' ? undefined : eq(adminAuditLog.action, action),
    from ? gte(adminAuditLog.createdAt, sydneyDayStart(from)) : undefined,
    to ? lt(adminAuditLog.createdAt, sydneyDayEnd(to)) : undefined,
  );
}

/**
 * The admins who appear in the log, by name: their ids read by a skip scan of admin_audit_log_admin_idx (one index
 * probe per admin, each the next id up), not a scan of every row (ADR 0048).
 */
export function actorsQuery(db: Database) {
  const actorIds = sql`(with recursive actor(id) as (
      (select ${adminAuditLog.adminUserId} from ${adminAuditLog} where ${adminAuditLog.adminUserId} is not null order by 1 limit 1)
      union all
      select (select a.admin_user_id from ${adminAuditLog} a where a.admin_user_id > actor.id order by 1 limit 1)
      from actor where actor.id is not null
    ) select id from actor where id is not null)`;
  return db
    .select({ id: users.id, name: adminName })
    .from(users)
    .where(sql`${users.id} in ${actorIds}`)
    .orderBy(adminName, users.id);
}

/** The Audit Log counts its entries up to this many: past it the pager says 'more than' (ADR 0057). */
export const AUDIT_LOG_COUNT_CAP = 1000;

/** The admin panel's Audit Log: what admins changed, newest first, filtered by admin, action and Sydney dates. */
export function createAdminAuditLogRepository(db: Database) {
  return {
    async list(query: AdminAuditLogQuery): Promise<AdminAuditLogPage> {
      const { page, pageSize } = query;
      const where = filters(query);
      const [rows, counted, admins] = await Promise.all([
        db
          .select({
            id: adminAuditLog.id,
            adminUserId: adminAuditLog.adminUserId,
            adminName,
            action: adminAuditLog.action,
            targetType: adminAuditLog.targetType,
            targetId: adminAuditLog.targetId,
            targetName,
            details: adminAuditLog.details,
            createdAt: adminAuditLog.createdAt,
          })
          .from(adminAuditLog)
          .leftJoin(users, eq(users.id, adminAuditLog.adminUserId))
          .where(where)
          .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        countUpTo(db, adminAuditLog, where, AUDIT_LOG_COUNT_CAP),
        actorsQuery(db),
      ]);
      return {
        items: rows.map(
          (row): AdminAuditEntry => ({
            id: row.id,
            admin: row.adminUserId === null ? null : { id: row.adminUserId, name: row.adminName },
            action: row.action as AdminAuditEntry['action'],
            targetType: row.targetType as AdminAuditEntry['targetType'],
            targetId: row.targetId,
            targetName: row.targetName,
            details: row.details,
            createdAt: row.createdAt.toISOString(),
          }),
        ),
        ...cappedTotal(counted, AUDIT_LOG_COUNT_CAP),
        page,
        pageSize,
        admins: admins satisfies AdminAuditActor[],
      };
    },
  };
}

export type AdminAuditLogRepository = ReturnType<typeof createAdminAuditLogRepository>;
