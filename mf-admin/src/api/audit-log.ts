import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, queryString, type AdminAuditAction, type AdminAuditLogPage } from '@motohaul/contracts';
import { useAdminApi } from './admin-client-context';

// GET /api/admin/audit-log (filtered by admin, action and Sydney dates, paged): the Audit Log tab.

export const ADMIN_AUDIT_LOG_KEY = [API_PATHS.adminAuditLog] as const;

export interface AuditLogPage {
  /** An admin's user id, '' for every admin. */
  adminId: '' | number;
  action: '' | AdminAuditAction;
  /** YYYY-MM-DD (Sydney), '' for no bound. */
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/**
 * One page of the audit log, newest first; the page shown stays while the next loads. Nothing is asked while `enabled`
 * is false (an end date before the start).
 */
export function useAdminAuditLog({ adminId, action, from, to, page, pageSize }: AuditLogPage, enabled = true) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...ADMIN_AUDIT_LOG_KEY, { adminId, action, from, to, page }],
    queryFn: ({ signal }) =>
      api.get<AdminAuditLogPage>(`${API_PATHS.adminAuditLog}${queryString({ adminId, action, from, to, page, pageSize })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
