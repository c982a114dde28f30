import type { Request, Response } from 'express';
import {
  availableLeadsFirstPage,
  BACKUP_REMINDER_COOKIE,
  BACKUP_REMINDER_DISMISSED_KEY,
  availableLeadsQueryKey,
  canSeeAvailableLeads,
  CURRENT_USER_KEY,
  DASHBOARD_USER_TYPES,
  pipelineFirstPage,
  pipelinePageKey,
  pipelineTabRequest,
  pipelineSummaryKey,
  PUBLIC_CONFIG_KEY,
  SEEDED_QUERIES_ELEMENT_ID,
  type AvailableLeadsPage,
  type CurrentUser,
  type PipelinePage,
  type PipelinePageRequest,
  type PipelineSummary,
  type PublicConfig,
  type SeededQuery,
  type SitePage,
} from '@motohaul/contracts';
import { cookieValue, type AuthenticatedUser } from '../contexts/accounts/accounts-context';
import { scriptJson, type PageHtml } from './page-html';

/** Where a signed-in page's first answers come from: the contexts' own reads, as their API routes answer them. */
export interface SignedInQuerySources {
  /** GET /api/config/public's answer. */
  config: PublicConfig;
  /** The request's signed-in user (a session renewed as GET /api/auth/session renews it), or null. */
  sessionUser: (req: Request, res: Response) => Promise<AuthenticatedUser | null>;
  currentUser: (user: AuthenticatedUser) => CurrentUser;
  /** The first page of GET /api/leads (a provider or a super admin). */
  availableLeads: (user: AuthenticatedUser) => Promise<AvailableLeadsPage>;
  /** GET /api/my-purchased-leads/summary, all time (a CRM user). */
  pipelineSummary: (user: AuthenticatedUser) => Promise<PipelineSummary>;
  /** The first page of GET /api/my-purchased-leads/page (a CRM user). */
  pipelinePage: (user: AuthenticatedUser, request: PipelinePageRequest) => Promise<PipelinePage>;
}

/** The tab a dashboard without the Leads tab (a team member's) opens on: Purchased, all time, newest first. */
const FIRST_STAGE_TAB = pipelineTabRequest('purchased', null);

/**
 * The answers a page for a signed-in user starts with (ADR 0065), `page` being the page the request's path shows (its
 * handle's `seedsDashboard` asks for the dashboard's); none for a visitor.
 */
export type SignedInQueries = (req: Request, res: Response, page: Pick<SitePage, 'seedsDashboard'>) => Promise<SeededQuery[]>;

/** An answer that could not be read is left out: the page then asks the API for it, and shows its message. */
async function settled(what: string, read: () => Promise<SeededQuery>): Promise<SeededQuery[]> {
  try {
    return [await read()];
  } catch (error) {
    console.warn(`${what} could not be read for a signed-in page:`, error);
    return [];
  }
}

/**
 * A page the browser draws because a session cookie came with it starts with the public settings and the session's
 * user (GET /api/auth/session's answer: null when the cookie no longer speaks for anyone), which the shell waits for
 * before it draws a page; the dashboard also with what its loader asks for first and its list shows (the leads for
 * sale, or for a user without them the Purchased tab's first page; the pipeline's counts), each only for a user its
 * API route admits, and the backup reminder's dismissal in this browser. The browser's chain (shell, session, remote's
 * routes, page, then its data) loses its two API round trips.
 */
export function signedInQueries({ config, sessionUser, currentUser, availableLeads, pipelineSummary, pipelinePage }: SignedInQuerySources): SignedInQueries {
  return async (req, res, page) => {
    const settings: SeededQuery = { queryKey: PUBLIC_CONFIG_KEY, data: config };
    const user = await sessionUser(req, res).catch((error: unknown) => {
      console.warn('The session could not be read for a signed-in page:', error);
      return undefined;
    });
    if (user === undefined) return [settings];
    const session: SeededQuery = { queryKey: CURRENT_USER_KEY, data: user && currentUser(user) };
    if (!user) return [settings, session];
    if (!page.seedsDashboard || !DASHBOARD_USER_TYPES.includes(user.userType)) return [settings, session];
    const [firstTab, summary] = await Promise.all([
      canSeeAvailableLeads(user)
        ? settled('The leads for sale', async () => ({ queryKey: availableLeadsQueryKey(), data: availableLeadsFirstPage(await availableLeads(user)) }))
        : settled('The purchased leads', async () => ({
            queryKey: pipelinePageKey(FIRST_STAGE_TAB),
            data: pipelineFirstPage(await pipelinePage(user, FIRST_STAGE_TAB)),
          })),
      settled("The pipeline's counts", async () => ({ queryKey: pipelineSummaryKey(null), data: await pipelineSummary(user) })),
    ]);
    // The backup reminder's dismissal in this browser (its cookie): the drawn dashboard keeps its row as the browser will.
    const dismissedAt = cookieValue(req.get('cookie'), BACKUP_REMINDER_COOKIE);
    const dismissed: SeededQuery = { queryKey: BACKUP_REMINDER_DISMISSED_KEY, data: dismissedAt && /^\d{1,15}$/.test(dismissedAt) ? dismissedAt : null };
    return [settings, session, ...firstTab, ...summary, dismissed];
  };
}

/**
 * The page with `queries` in its body, before its scripts run (they are deferred): one person's answers, so the page is
 * sent with Cache-Control: no-store and never kept.
 */
export function withSeededQueries(page: PageHtml, queries: SeededQuery[]): PageHtml {
  if (queries.length === 0) return page;
  const text = page.html.toString();
  const end = /<\/body>/i.exec(text);
  if (!end) return page;
  const element = `<script type="application/json" id="${SEEDED_QUERIES_ELEMENT_ID}">${scriptJson(queries)}</script>`;
  return { ...page, personal: true, html: Buffer.from(`${text.slice(0, end.index)}${element}${text.slice(end.index)}`) };
}
