import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Issue 29 item 1, ADR 0059: the site installs as an app (its web app manifest, linked from every page) and its
// service worker serves a branded offline page when the network is gone. The release side is
// installable-app-release.spec.ts (it repoints /remotes.json, so it runs in the `release` project).
test.use({ serviceWorkers: 'allow' });

/** The width and height a PNG's IHDR states. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

async function fetchOk(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response;
}

/** Waits until the service worker is active and controls the page; its script URL. */
async function controlledBy(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

test.describe('the installable app', () => {
  // A rider who installs from a public page gets the site (opening at /), a provider the dashboard (issue 45 item 11).
  const apps = [
    { path: '/', href: '/manifest.webmanifest', id: '/', name: 'MotoHaul' },
    { path: '/login', href: '/dashboard.webmanifest', id: '/dashboard', name: 'MotoHaul for Providers' },
    { path: '/dashboard', href: '/dashboard.webmanifest', id: '/dashboard', name: 'MotoHaul for Providers' },
  ];
  for (const { path, href, id, name } of apps) {
    test(`when ${path} loads, then its head links its own valid manifest whose icons are of the stated sizes, the theme colour and an apple-touch-icon`, async ({ page, request }) => {
      await page.goto(path);
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).toBe(href);
      const manifestResponse = await fetchOk(request, manifestHref!);
      expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = await manifestResponse.json();
      expect(manifest).toMatchObject({ name, id, short_name: expect.any(String), start_url: id, display: 'standalone' });
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

      const sizes = (manifest.icons as Array<{ src: string; sizes: string; type: string }>).map((icon) => icon.sizes).sort();
      expect(sizes).toEqual(['192x192', '512x512']);
      for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
        const response = await fetchOk(request, icon.src);
        expect(icon.type).toBe('image/png');
        expect(response.headers()['content-type']).toMatch(/^image\/png/);
        expect(pngSize(await response.body()).join('x')).toBe(icon.sizes);
      }
      const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      pngSize(await (await fetchOk(request, touchIcon!)).body());
    });
  }

  test('when the site is opened, then the service worker installs and controls the page; offline, a page is the offline page, and it retries', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeVisible();
    expect(await controlledBy(page)).toMatch(/\/sw\.js$/);
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    // It precached the shell's build (Workbox's precache) and the remotes' current releases, one cache each.
    const cacheNames = await page.evaluate(() => caches.keys());
    expect(cacheNames.some((name) => name.startsWith('workbox-precache-'))).toBe(true);
    expect(cacheNames).toContain('motohaul-remote:/remotes/mf-public/');

    await context.setOffline(true);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveTitle('You are offline - MotoHaul');
    // Its own stylesheet (the CSP allows no inline style), from the precache.
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveCSS('background-color', 'rgb(20, 71, 160)');

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/(?:dashboard|login)/);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  });
});
