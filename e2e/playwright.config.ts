import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { baseURL, defaultStartURL } from './support/e2e-env';

/**
 * Chromium from Debian: its headless shell (package chromium-headless-shell, the same Chromium built for headless runs,
 * the build Playwright itself runs headless) when installed, else the full browser (package chromium). On these 2-core
 * machines the suite is CPU-bound, and the shell needs less CPU for the same pages (no window system, no browser UI).
 */
const chromium = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
/**
 * The specs that run alone, after the others: those that repoint /remotes.json (a release of a remote), and the admin
 * panel's, whose site-wide totals change while another spec signs a provider up.
 */
const RELEASE_SPECS = /(release[^/]*|remote-owns-pages|admin)\.spec\.ts$/;
/**
 * A team's own suite (`npm test -w @motohaul/<remote>`, support/team-suite.ts): only the specs of tests/<remote>/, on
 * the one server, against the built shell and other remotes. Unset: every spec (tests/<remote>/, tests/journeys/ and
 * the product as `npm start` runs it, tests/default-start/).
 */
const suite = process.env.E2E_SUITE;
const testDir = suite ? `./tests/${suite}` : './tests';

/** The second server, for tests/default-start: the product exactly as a newcomer's `npm start` runs it. */
const DEFAULT_START_SERVER = {
  command: 'node --import tsx support/serve-default-start.ts',
  url: `${defaultStartURL}/api/health`,
  reuseExistingServer: false,
  // start.mjs builds any front end whose sources changed since `npm run build` (all five take about 3 minutes).
  timeout: 300_000,
  gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  stdout: 'pipe',
  stderr: 'pipe',
} as const;

export default defineConfig({
  testDir,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers, each taking whole spec files: the specs share the servers but not their rows (each makes its own
  // riders, providers and leads). The specs that repoint /remotes.json run alone, after the others (project `release`).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // After the last test (the web server still runs): fails the run if any page reported a CSP violation.
  globalTeardown: './support/csp-teardown.ts',
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The site's service worker (ADR 0059) is tested by the specs about it (installable-app*), which allow it; any other
    // spec sees the pages as the network serves them (a worker's own fetches would bypass page.route and add load).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: ['default-start/**', RELEASE_SPECS] },
    // A spec that releases a remote (its name says "release") changes what every page of the test server loads.
    { name: 'release', testMatch: RELEASE_SPECS, dependencies: ['chromium'], workers: 1, use: { browserName: 'chromium' } },
    // The product as a newcomer's `npm start` runs it (no variables: demo mode, embedded database).
    ...(suite ? [] : [{ name: 'default-start', testMatch: 'default-start/**/*.spec.ts', use: { browserName: 'chromium' as const, baseURL: defaultStartURL } }]),
  ],
  webServer: [
    {
      command: 'node --import tsx support/serve.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    ...(suite ? [] : [DEFAULT_START_SERVER]),
  ],
});
