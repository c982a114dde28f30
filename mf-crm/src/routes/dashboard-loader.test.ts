import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { API_PATHS, BACKUP_REMINDER_COOKIE, BACKUP_REMINDER_DISMISSED_KEY, CURRENT_USER_KEY, pipelineTabRequest, type CurrentUser, type PipelinePage, type PipelineSummary } from '@motohaul/contracts';
import { json, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { availableLeadsQueryOptions } from '../api/available-leads';
import { pipelinePageQueryOptions, pipelineSummaryQueryOptions } from '../api/purchases';
import { makeUser } from '../account-form/test-support/render-page';
import { dashboardLoader } from './dashboard-loader';

// ADR 0047: the dashboard's loader starts its first requests as the navigation starts, under the keys the page reads,
// and does not wait for them.

const provider = makeUser();
const LEADS = { leads: [], total: 0, nextCursor: null };
const SUMMARY: PipelineSummary = {
  tabs: { purchased: 0, called: 0, booked_in: 0, picked_up: 0, in_transit: 0, delivered: 0, paid: 0, declined: 0, finalised: 0, archived: 0 },
  history: { count: 0, amount: 0 },
  active: 0,
};
const FIRST_PAGE: PipelinePage = { items: [], total: 0, page: 1, pageSize: 50 };
const args = (queryClient: QueryClient) => ({ params: {}, request: new Request('http://localhost/dashboard'), queryClient });

describe('dashboardLoader', () => {
  it('for a provider, starts the available leads and the tabs’ counts under the page’s keys, without waiting for them, and not the business details', async () => {
    const network = stubNetwork({
      'GET /api/leads': () => new Promise<Response>(() => undefined),
      'GET /api/my-purchased-leads/summary': json(SUMMARY),
      'GET /api/lead-purchases/speed-to-contact': json({ medianSeconds: null, calledLeads: 0 }),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(CURRENT_USER_KEY, provider);
    // The leads never answer here: the loader has returned all the same.
    await expect(dashboardLoader(args(queryClient))).resolves.toBeNull();
    await networkSettled();
    expect(network.to(`GET ${API_PATHS.leads}`)).toHaveLength(1);
    // The business details are the buying notice's own request (their query is stale at once: asked for twice).
    expect(network.to(`GET ${API_PATHS.business}`)).toHaveLength(0);
    expect(queryClient.getQueryState(availableLeadsQueryOptions().queryKey)?.fetchStatus).toBe('fetching');
    await expect.poll(() => queryClient.getQueryData(pipelineSummaryQueryOptions(null).queryKey)).toEqual(SUMMARY);
    // Its first tab is Leads: no tab of purchases is read before one is chosen.
    expect(network.to(`GET ${API_PATHS.pipelinePage}`)).toHaveLength(0);
  });

  it('for a team member, starts the tabs’ counts and its first tab (Purchased) but not the available leads (not theirs to see)', async () => {
    const network = stubNetwork({
      'GET /api/my-purchased-leads/summary': json(SUMMARY),
      'GET /api/my-purchased-leads/page': json(FIRST_PAGE),
      'GET /api/lead-purchases/speed-to-contact': json({ medianSeconds: null, calledLeads: 0 }),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(CURRENT_USER_KEY, makeUser({ userType: 'team_member', teamOwnerId: 1 }));
    await dashboardLoader(args(queryClient));
    await networkSettled();
    expect(network.to(`GET ${API_PATHS.leads}`)).toHaveLength(0);
    expect(network.to(`GET ${API_PATHS.pipelineSummary}`)).toHaveLength(1);
    expect(network.to(`GET ${API_PATHS.pipelinePage}`).map((request) => request.searchParams.get('tab'))).toEqual(['purchased']);
    await expect.poll(() => queryClient.getQueryData(pipelinePageQueryOptions(pipelineTabRequest('purchased', null)).queryKey)?.pages).toEqual([FIRST_PAGE]);
  });

  it('for a visitor, asks for nothing but the session (the page asks them to sign in)', async () => {
    const network = stubNetwork({ 'GET /api/auth/session': json({ user: null }) });
    await expect(dashboardLoader(args(new QueryClient()))).resolves.toBeNull();
    await networkSettled();
    expect(network.requests.filter((request) => request.handled).map((request) => request.path)).toEqual(['/api/auth/session']);
  });

  it('waits for the session the shell is already fetching, and then starts the leads', async () => {
    let answer: (response: Response) => void = () => undefined;
    const network = stubNetwork({
      'GET /api/auth/session': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/leads': json(LEADS),
      'GET /api/my-purchased-leads/summary': json(SUMMARY),
      'GET /api/lead-purchases/speed-to-contact': json({ medianSeconds: null, calledLeads: 0 }),
    });
    const queryClient = new QueryClient();
    const session = queryClient.prefetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: async () => (await (await fetch('/api/auth/session')).json() as { user: CurrentUser }).user });
    const loaded = dashboardLoader(args(queryClient));
    await networkSettled();
    expect(network.to('GET /api/auth/session')).toHaveLength(1);
    answer(json({ user: provider }));
    await session;
    await loaded;
    await expect.poll(() => queryClient.getQueryData(availableLeadsQueryOptions().queryKey)).toEqual({ pages: [LEADS], pageParams: [null] });
    // One session request: the loader joined the one in flight.
    expect(network.to('GET /api/auth/session')).toHaveLength(1);
  });

  it("on the server, puts the backup reminder's dismissal from the page request's cookie (ADR 0086)", async () => {
    stubNetwork({
      'GET /api/leads': json(LEADS),
      'GET /api/my-purchased-leads/summary': json(SUMMARY),
      'GET /api/lead-purchases/speed-to-contact': json({ medianSeconds: null, calledLeads: 0 }),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(CURRENT_USER_KEY, provider);
    // A server's request carries its cookie (a browser's Request here drops the header).
    const cookie = `a=1; ${BACKUP_REMINDER_COOKIE}=1765000000000`;
    const request = { headers: { get: (name: string) => (name === 'cookie' ? cookie : null) } } as unknown as Request;
    await dashboardLoader({ params: {}, request, queryClient });
    expect(queryClient.getQueryData(BACKUP_REMINDER_DISMISSED_KEY)).toBe('1765000000000');
  });
});
