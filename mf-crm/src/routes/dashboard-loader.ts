import type { QueryClient } from '@tanstack/react-query';
import { BACKUP_REMINDER_DISMISSED_KEY, canSeeAvailableLeads, CURRENT_USER_KEY, DASHBOARD_USER_TYPES, fetchCurrentUser, pipelineTabRequest, type RouteLoaderArgs } from '@motohaul/contracts';
import { availableLeadsQueryOptions } from '../api/available-leads';
import { pipelinePageQueryOptions, pipelineSummaryQueryOptions } from '../api/purchases';
import { speedToContactQueryOptions } from '../api/speed-to-contact';
import { readDismissedAt } from '../dashboard/backup-reminder/reminder-timing';

/**
 * The dashboard's loader (ADR 0047): for a dashboard user, its first requests (the available leads, the tabs' counts
 * and a team member's first tab, the median time to first call over all time) start as the navigation does, alongside
 * the page's code, under the keys the page reads, so the page finds them in the cache or in flight. It waits for the
 * session only (which the shell asked for as the page opened), never for the data: the page has its own loading
 * states.
 */
export async function dashboardLoader({ queryClient, request }: RouteLoaderArgs<QueryClient>): Promise<null> {
  const user = await queryClient.ensureQueryData({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser }).catch(() => null);
  if (!user || !DASHBOARD_USER_TYPES.includes(user.userType)) return null;
  // This browser's backup reminder dismissal (its cookie; the page request's on the server, ADR 0086): the server
  // draws the reminder's row as the browser will.
  queryClient.setQueryData(BACKUP_REMINDER_DISMISSED_KEY, readDismissedAt(request.headers.get('cookie') ?? undefined));
  if (canSeeAvailableLeads(user)) void queryClient.prefetchInfiniteQuery(availableLeadsQueryOptions());
  void queryClient.prefetchQuery(pipelineSummaryQueryOptions(null));
  // A team member's first tab is Purchased (no Leads tab).
  if (!canSeeAvailableLeads(user)) void queryClient.prefetchInfiniteQuery(pipelinePageQueryOptions(pipelineTabRequest('purchased', null)));
  void queryClient.prefetchQuery(speedToContactQueryOptions(null));
  // Not the business details: that query is stale at once (its page always reads afresh), so the buying notice at the
  // foot of the page asked for them again as it mounted, two requests for one answer.
  return null;
}
