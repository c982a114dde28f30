import { expect, test } from '@playwright/test';
import { DEMO_PROVIDER } from '../../support/demo-accounts';
import { signIn } from '../../support/sign-in';

// ADR 0063: a signed-in user's /dashboard (drawn by the browser) names the shell's routed-app files and mf-crm's
// remoteEntry.js and routes as preloads; each is the response the page's code uses: asked for once, never again.

test('when a provider opens the dashboard, then each preloaded file is fetched once and the page shows', async ({ page }) => {
  await signIn(page, DEMO_PROVIDER);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const preloads = await page.locator('link[rel="preload"]').evaluateAll((links) =>
    links.map((link) => ({ href: new URL((link as HTMLLinkElement).href).pathname, as: (link as HTMLLinkElement).as })),
  );
  expect(preloads.map(({ href }) => href)).toContain('/remotes/mf-crm/remoteEntry.js');
  expect(preloads.some(({ href }) => /^\/remotes\/mf-crm\/__federation_expose_routes\.[0-9a-f]+\.js$/.test(href))).toBe(true);
  expect(preloads.filter(({ as }) => as === 'script').length).toBeGreaterThan(5);
  for (const { href } of preloads) expect(requested.filter((url) => url === href), href).toHaveLength(1);
  // The page's code ran from them: the buffered resource timings hold each preloaded file once too.
  const timings = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  for (const { href } of preloads) expect(timings.filter((url) => url === href), href).toHaveLength(1);
});

// ADR 0065, ADR 0086: the page arrives with the answers its first queries need (the server render's cache), so its code asks
// the API for none of them: the settings, the session, the leads for sale and the purchases are on screen without them.
test('when a provider opens the dashboard, then its leads and pipeline show without asking the API for the session, the leads or the purchases', async ({
  page,
}) => {
  await signIn(page, DEMO_PROVIDER);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Provider Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Leads\s*\d+/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Purchased\s*\d+/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Purchase', exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const path of ['/api/config/public', '/api/auth/session', '/api/leads', '/api/my-purchased-leads', '/api/my-purchased-leads/summary']) expect(asked, path).not.toContain(path);
});
