import { expect, test, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultRemotes, releasesDir, remotesFile, repoRoot, writeRemotes } from '../../support/e2e-env';

// DESIGN §1, ADR 0044: a release of one remote is `npm run release -- <remote> <version>` (its browser and server
// build in a folder of their own, /remotes.json pointed at it) and `npm run rollback -- <remote>` undoes it. The
// server draws public pages with the release /remotes.json names; pages already open keep working.

/** The release scripts with the files of the server under test (support/serve.ts). */
const npmRun = (...args: string[]) =>
  execFileSync('npm', ['run', ...args], {
    cwd: repoRoot,
    env: { ...process.env, REMOTES_FILE: remotesFile, RELEASES_DIR: releasesDir },
    stdio: 'pipe',
  }).toString();

/** The releases of mf-public the server markup of `GET /` carries (what a crawler or a first paint gets). */
async function serverReleases(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/', { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<template id="root-end">'));
  return [...root.matchAll(/data-remote="mf_public" data-release="([^"]+)"/g)].map((match) => match[1] ?? '');
}

test.describe('an independent release of one remote', () => {
  test.setTimeout(240_000);
  test.afterEach(() => writeRemotes(defaultRemotes));

  test('when mf-public is released on its own, then GET / carries the release in its server markup, an open page keeps working, and a rollback restores it', async ({ page, request }) => {
    const shellIndex = path.join(repoRoot, 'shell/dist/index.html');
    const otherManifests = ['mf-quote', 'mf-crm', 'mf-admin'].map((r) => path.join(repoRoot, r, 'dist/mf-manifest.json'));
    const before = [shellIndex, ...otherManifests].map((f) => statSync(f).mtimeMs);

    // A visitor has the site open on the current release.
    await page.goto('/');
    await expect(page.locator('[data-release]').first()).toBeVisible();
    const oldRelease = await page.locator('[data-remote="mf_public"]').first().getAttribute('data-release');
    expect(oldRelease).toBeTruthy();
    expect(await serverReleases(request)).toEqual([oldRelease]);

    const version = `e2e-${Date.now()}`;
    const output = npmRun('release', '--', 'mf-public', version);
    expect(output).toContain(`now points mf-public at /releases/mf-public/${version}/remoteEntry.js`);
    const folder = path.join(releasesDir, 'mf-public', version);
    expect(existsSync(path.join(folder, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(folder, 'server', 'server.cjs'))).toBe(true);
    expect(existsSync(path.join(folder, 'remoteEntry.js.br'))).toBe(true);

    // The next GET / is drawn by the release (no restart), its stylesheets from the release's folder.
    expect(await serverReleases(request)).toEqual([version]);
    const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain(`href="/releases/mf-public/${version}/`);

    // The page opened before keeps working: it navigates to another of mf-public's pages and to the quote form.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find Providers' }).click();
    await expect(page).toHaveURL(/\/find-providers$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.getByRole('combobox', { name: 'Pickup location' }).fill('Parramatta NSW');
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Transport Details' })).toBeVisible();

    // A page opened now hydrates the release's markup with the release's browser code.
    await page.goto('/');
    await expect(page.locator(`[data-remote="mf_public"][data-release="${version}"]`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeVisible();

    // Rolling back: the next GET / is drawn by the release before; the page open on the new one keeps working.
    expect(npmRun('rollback', '--', 'mf-public')).toContain('now points mf-public at /remotes/mf-public/remoteEntry.js');
    expect(await serverReleases(request)).toEqual([oldRelease]);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find Providers' }).click();
    await expect(page).toHaveURL(/\/find-providers$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/');
    await expect(page.locator(`[data-remote="mf_public"][data-release="${oldRelease}"]`).first()).toBeVisible();

    // Nothing else was rebuilt.
    expect([shellIndex, ...otherManifests].map((f) => statSync(f).mtimeMs)).toEqual(before);
  });
});
