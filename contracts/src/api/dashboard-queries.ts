import type { AvailableArea, PipelinePageRequest } from '../types/crm';
import type { CurrentUser } from '../types/responses';
import { API_PATHS } from './api-paths';

/** Who sees the leads for sale on the dashboard (GET /api/leads admits them): a provider or a super admin. */
export const canSeeAvailableLeads = (user: Pick<CurrentUser, 'userType'>) => user.userType === 'provider' || user.userType === 'super_admin';

/** The query key of the dashboard's list of the leads for sale in `area` (GET /api/leads, page by page). */
export const availableLeadsQueryKey = (area?: AvailableArea) => [API_PATHS.leads, area ?? 'default'] as const;

/**
 * The query key of the user's (or team owner's) purchases (GET /api/my-purchased-leads and its summary and pages): every
 * pipeline key starts with it, so one invalidation refreshes them all.
 */
export const PURCHASED_LEADS_KEY = [API_PATHS.myPurchasedLeads] as const;

/** The key of the tabs' counts for a date range (null: all time), as the dashboard's loader and list share it. */
export const pipelineSummaryKey = (range: PipelinePageRequest['range']) => [...PURCHASED_LEADS_KEY, 'summary', range?.from ?? '', range?.to ?? ''] as const;

/** The key of a tab's pages (an infinite query whose page parameter is the page number, from 1). */
export const pipelinePageKey = ({ tab, range, sort, direction }: PipelinePageRequest) =>
  [...PURCHASED_LEADS_KEY, 'page', tab, range?.from ?? '', range?.to ?? '', sort, direction] as const;

/** A stage tab's (or Archived's) request: newest first, as the server orders it; `range` null for all time. */
export const pipelineTabRequest = (tab: PipelinePageRequest['tab'], range: PipelinePageRequest['range']): PipelinePageRequest => ({
  tab,
  range,
  sort: 'purchasedAt',
  direction: 'desc',
});

/** The key of the user's purchase of one lead (by id or job reference), looked for in every tab. */
export const purchaseLookupKey = (by: { leadId: number } | { jobRef: string }) =>
  [...PURCHASED_LEADS_KEY, 'lookup', 'leadId' in by ? `lead:${by.leadId}` : `job:${by.jobRef.toUpperCase()}`] as const;

/**
 * The backup reminder's last dismissal in this browser (ms since the epoch): a cookie, so the server draws the
 * dashboard with the reminder's row as the browser will (ADR 0066). The dashboard's loader puts it under
 * BACKUP_REMINDER_DISMISSED_KEY (null: not dismissed).
 */
export const BACKUP_REMINDER_COOKIE = 'motohaul_backup_reminder_dismissed_at';
export const BACKUP_REMINDER_DISMISSED_KEY = ['backup-reminder', 'dismissed-at'] as const;
