import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultRemotes, releasesDir, repoRoot, writeRemotes } from '../support/e2e-env';

// DESIGN §1: a release of one remote = build it into a new folder and point /remotes.json at it.
test.describe('an independent release of one remote', () => {
  test.setTimeout(240_000);
  test.afterEach(() => writeRemotes(defaultRemotes));

  test('when mf-public is rebuilt into a new folder and remotes.json points at it, then the new release shows without rebuilding anything else', async ({ page }) => {
    const shellIndex = path.join(repoRoot, 'shell/dist/index.html');
    const otherManifests = ['mf-quote', 'mf-crm', 'mf-admin'].map((r) => path.join(repoRoot, r, 'dist/mf-manifest.json'));
    const before = [shellIndex, ...otherManifests].map((f) => statSync(f).mtimeMs);

    await page.goto('/');
    await expect(page.locator('[data-release]').first()).toBeVisible();
    const oldRelease = await page.locator('[data-release]').first().getAttribute('data-release');

    const release = `e2e-${Date.now()}`;
    const outDir = path.join(releasesDir, `mf-public-${release}`);
    execFileSync('npm', ['run', 'build', '-w', '@motohaul/mf-public'], {
      cwd: repoRoot,
      env: { ...process.env, MF_OUTPUT_DIR: outDir, MF_RELEASE: release },
      stdio: 'ignore',
    });
    expect(existsSync(path.join(outDir, 'remoteEntry.js'))).toBe(true);

    writeRemotes({ ...defaultRemotes, mf_public: `/releases/mf-public-${release}/remoteEntry.js` });
    await page.reload();
    await expect(page.locator(`[data-release="${release}"]`)).toBeVisible();
    expect(release).not.toBe(oldRelease);
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeVisible();

    // The other remotes still come from their old builds, and nothing else was rebuilt.
    await page.goto('/get-quote');
    await expect(page.getByRole('heading', { name: 'Transport Details' })).toBeVisible();
    expect([shellIndex, ...otherManifests].map((f) => statSync(f).mtimeMs)).toEqual(before);
  });
});
