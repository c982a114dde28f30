import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availableLeadsQueryKey,
  BACKUP_REMINDER_COOKIE,
  BACKUP_REMINDER_DISMISSED_KEY,
  CURRENT_USER_KEY,
  pipelinePageKey,
  pipelineSummaryKey,
  PUBLIC_CONFIG_KEY,
  SEEDED_QUERIES_ELEMENT_ID,
  type SeededQuery,
} from '@motohaul/contracts';
import { createLead, createProvider, createSoldLead, createTeamMember, createUser, type TestUser } from '../test/factories';
import { cookieFor } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeAllRemotePages } from '../test/remote-pages';
import { writeFile as write } from '../test/write-file';

// ADR 0065: a page the browser draws for a signed-in user arrives with the answers its first queries need (the
// settings, the session; on the dashboard the leads for sale, or a team member's first tab, and the pipeline's counts),
// each what the API route gives that user, so the page does not wait for a chain of requests. One person's answers:
// never stored. The whole list of purchases is not among them (ADR 0069): the dashboard reads it a page at a time.

const INDEX = `<!doctype html><html lang="en-AU"><head><title>MotoHaul</title></head>
<body><div id="root"></div><script defer src="/main.0123abcd.js"></script></body></html>`;

describe('the answers a signed-in page arrives with (ADR 0065)', () => {
  let t: TestApp;
  let root: string;
  let owner: TestUser;
  let member: TestUser;
  let rider: TestUser;

  const seededIn = (html: string): SeededQuery[] | null => {
    const match = new RegExp(`<script type="application/json" id="${SEEDED_QUERIES_ELEMENT_ID}">(.*?)</script>`).exec(html);
    return match ? (JSON.parse(match[1]!) as SeededQuery[]) : null;
  };
  const answer = (queries: SeededQuery[] | null, key: readonly unknown[]) => queries?.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.data;
  const open = (url: string, cookie: string) => t.agent.get(url).set('Accept', 'text/html').set('Accept-Encoding', 'identity').set('Cookie', cookie);
  const api = async (url: string, cookie: string) => (await t.agent.get(url).set('Cookie', cookie).expect(200)).body as unknown;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-seeded-'));
    write(path.join(root, 'shell/dist/index.html'), INDEX);
    await writeAllRemotePages(root);
    t = await createTestApp({ STATIC_ROOT: root, SUPPORT_PHONE: '1300 555 010' });
    owner = await createProvider(t, { username: 'seeded-owner', firstName: 'Jordan' });
    member = await createTeamMember(t, owner, { username: 'seeded-member' });
    rider = await createUser(t, { username: 'seeded-rider', userType: 'customer' });
    await createLead(t, { specialRequests: 'Low front fairing </script><b>' });
    await createSoldLead(t, owner);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("when a provider opens /dashboard, then it carries the settings, their session, and GET /api/leads' and the pipeline summary's answers, and is never stored", async () => {
    const cookie = await cookieFor(t, owner);
    const res = await open('/dashboard', cookie).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const queries = seededIn(res.text);
    expect(queries?.map((query) => query.queryKey)).toEqual([
      PUBLIC_CONFIG_KEY,
      CURRENT_USER_KEY,
      availableLeadsQueryKey(),
      pipelineSummaryKey(null),
      BACKUP_REMINDER_DISMISSED_KEY,
    ]);
    expect(answer(queries, BACKUP_REMINDER_DISMISSED_KEY)).toBeNull();
    expect(answer(queries, PUBLIC_CONFIG_KEY)).toEqual(await api('/api/config/public', cookie));
    expect(answer(queries, CURRENT_USER_KEY)).toEqual(((await api('/api/auth/session', cookie)) as { user: unknown }).user);
    expect(answer(queries, availableLeadsQueryKey())).toEqual({ pages: [await api('/api/leads', cookie)], pageParams: [null] });
    const summary = await api('/api/my-purchased-leads/summary', cookie);
    expect(summary).toMatchObject({ tabs: { purchased: 1 }, history: { count: 1 }, active: 1 });
    expect(answer(queries, pipelineSummaryKey(null))).toEqual(summary);
    // A lead's text cannot end the element: '<' is written as \u003c.
    expect(res.text).not.toContain('</script><b>');
    expect(JSON.stringify(answer(queries, availableLeadsQueryKey()))).toContain('</script><b>');
  });

  it("when a team member opens a lead's link on the dashboard, then it carries their owner's Purchased tab and counts, and no leads for sale (their API refuses those)", async () => {
    const cookie = await cookieFor(t, member);
    const queries = seededIn((await open('/dashboard/leads/MH-000001', cookie).expect(200)).text);
    const purchasedTab = pipelinePageKey({ tab: 'purchased', range: null, sort: 'purchasedAt', direction: 'desc' });
    expect(queries?.map((query) => query.queryKey)).toEqual([PUBLIC_CONFIG_KEY, CURRENT_USER_KEY, purchasedTab, pipelineSummaryKey(null), BACKUP_REMINDER_DISMISSED_KEY]);
    const firstPage = await api('/api/my-purchased-leads/page?tab=purchased', cookie);
    expect(firstPage).toMatchObject({ items: [{ buyerId: owner.id }], total: 1, page: 1, pageSize: 50 });
    expect(answer(queries, purchasedTab)).toEqual({ pages: [firstPage], pageParams: [1] });
    expect(answer(queries, pipelineSummaryKey(null))).toEqual(await api('/api/my-purchased-leads/summary', cookie));
    await t.agent.get('/api/leads').set('Cookie', cookie).expect(403);
  });

  it("when the browser dismissed the backup reminder, then the dashboard carries that time (its cookie); a cookie that is no time is none", async () => {
    const cookie = await cookieFor(t, owner);
    const dismissedAt = (value: string) =>
      open('/dashboard', `${cookie}; ${BACKUP_REMINDER_COOKIE}=${value}`)
        .expect(200)
        .then((res) => answer(seededIn(res.text), BACKUP_REMINDER_DISMISSED_KEY));
    expect(await dismissedAt('1795740000000')).toBe('1795740000000');
    expect(await dismissedAt('%3Cb%3E')).toBeNull();
  });

  it('when a rider or a provider opens another page, then it carries the settings and the session only', async () => {
    const riderQueries = seededIn((await open('/dashboard', await cookieFor(t, rider)).expect(200)).text);
    expect(riderQueries?.map((query) => query.queryKey)).toEqual([PUBLIC_CONFIG_KEY, CURRENT_USER_KEY]);
    expect(answer(riderQueries, CURRENT_USER_KEY)).toMatchObject({ username: 'seeded-rider' });
    const other = seededIn((await open('/dashboard/performance', await cookieFor(t, owner)).expect(200)).text);
    expect(other?.map((query) => query.queryKey)).toEqual([PUBLIC_CONFIG_KEY, CURRENT_USER_KEY]);
  });

  it('when the cookie no longer speaks for anyone, then the page says so (a null session) and carries nothing of anyone', async () => {
    const res = await open('/dashboard', await cookieFor(t, { id: owner.id, sessionVersion: owner.sessionVersion + 1 })).expect(200);
    const queries = seededIn(res.text);
    expect(queries?.map((query) => query.queryKey)).toEqual([PUBLIC_CONFIG_KEY, CURRENT_USER_KEY]);
    expect(answer(queries, CURRENT_USER_KEY)).toBeNull();
  });

  it('when a visitor opens a page, or a signed-in user a path no page has, then nothing is seeded', async () => {
    expect(seededIn((await t.agent.get('/dashboard').set('Accept', 'text/html').expect(200)).text)).toBeNull();
    const res = await open('/no-such-page', await cookieFor(t, owner)).expect(404);
    expect(seededIn(res.text)).toBeNull();
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
