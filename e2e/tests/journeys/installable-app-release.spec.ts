import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { defaultRemotes, releasesDir, remotesFile, repoRoot, writeRemotes } from '../../support/e2e-env';

// ADR 0059: the service worker never serves a stale remote after a release. A release lives in a folder of its own
// (a new URL), /remotes.json is network first, and the replaced release's cache is deleted. Its name says "release":
// it repoints /remotes.json, so it runs alone in the `release` project.
test.use({ serviceWorkers: 'allow' });

const npmRun = (...args: string[]) =>
  execFileSync('npm', ['run', ...args], {
    cwd: repoRoot,
    env: { ...process.env, REMOTES_FILE: remotesFile, RELEASES_DIR: releasesDir },
    stdio: 'pipe',
  }).toString();

test.describe('the service worker and a release', () => {
  test.setTimeout(240_000);
  test.afterEach(() => writeRemotes(defaultRemotes));

  test('when mf-public is released while the worker has the old one cached, then the next page load runs the new release, not the cached one', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const oldRelease = await page.locator('[data-remote="mf_public"]').first().getAttribute('data-release');
    await expect.poll(() => page.evaluate(() => caches.keys())).toContain('motohaul-remote:/remotes/mf-public/');

    const version = `e2e-sw-${Date.now()}`;
    expect(npmRun('release', '--', 'mf-public', version)).toContain(`now points mf-public at /releases/mf-public/${version}/remoteEntry.js`);

    // The page loads its scripts through the worker: the new release's remoteEntry.js, none of the old build's files.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator(`[data-remote="mf_public"][data-release="${version}"]`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeVisible();
    // The browser code of the release runs (it hydrated: the form responds).
    await page.getByRole('combobox', { name: 'Pickup location' }).fill('Parramatta NSW');
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Transport Details' })).toBeVisible();
    expect(scripts).toContain(`/releases/mf-public/${version}/remoteEntry.js`);
    expect(scripts.filter((script) => script.startsWith('/remotes/mf-public/'))).toEqual([]);
    expect(version).not.toBe(oldRelease);

    // The worker dropped the replaced build's cache and holds the release's.
    await expect.poll(() => page.evaluate(() => caches.keys())).toContain(`motohaul-remote:/releases/mf-public/${version}/`);
    await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain('motohaul-remote:/remotes/mf-public/');
  });
});
