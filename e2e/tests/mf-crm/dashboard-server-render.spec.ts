import { BACKUP_REMINDER_COOKIE } from '@motohaul/contracts';
import { expect, test } from '../../support/fixtures';
import { DEMO_PROVIDER } from '../../support/demo-accounts';
import { problemsOf } from '../../support/page-problems';
import { signIn } from '../../support/sign-in';

// Issue 30 item 2 (ADR 0066, ADR 0086, ADR 0091): a provider's dashboard arrives drawn, with what its loader asked for
// (its leads for sale and its pipeline) in the first HTML; it is hydrated where the provider scrolled to, and stays the
// page they work in: nothing draws it again.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('when a provider opens the dashboard, then the leads for sale and the pipeline are in its HTML', async ({ page }) => {
    await signIn(page, DEMO_PROVIDER);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeVisible();
    const root = page.locator('#root');
    await expect(root.getByText(/^\d+ available$/)).toBeVisible();
    await expect(root.locator('[role="tab"]').filter({ hasText: /^Leads\s*\d+/ })).toBeVisible();
    await expect(root.locator('[role="tab"]').filter({ hasText: /^Purchased\s*\d+/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

test('when the dashboard’s code arrives after the provider scrolled its drawn page, then it is hydrated in place, and what they open stays open', async ({
  page,
}) => {
  await signIn(page, DEMO_PROVIDER);
  // The dashboard's own code is held back until the provider has scrolled the page the server drew.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/mf-crm\/page-dashboard\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const problems = problemsOf(page);
  await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Provider Dashboard', { exact: true })).toBeVisible();
  // Drawn by the server: the header has no dashboard actions yet (the dashboard publishes them as it runs).
  await expect(page.getByRole('group', { name: 'Dashboard actions' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 300));

  release();
  await expect(page.getByRole('group', { name: 'Dashboard actions' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  const purchased = page.getByRole('tab', { name: /^Purchased\s*\d+/ });
  await purchased.click();
  await expect(purchased).toHaveAttribute('aria-selected', 'true');
  // A dialog opened now is still open once every file the page asks for has loaded (no second drawing loses it).
  await page.getByRole('button', { name: 'Team Management', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Team Management' });
  await expect(dialog).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toBeVisible();
  await expect(purchased).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

test('when the provider dismissed the backup reminder in this browser, then the dashboard’s HTML keeps no place for it', async ({ page, baseURL }) => {
  await signIn(page, DEMO_PROVIDER);
  const html = async () => (await page.request.get('/dashboard', { headers: { Accept: 'text/html' } })).text();
  // The demo provider has records: the reminder's row is kept, hidden, for the reminder to open in.
  expect(await html()).toContain('id="backup-reminder-title"');
  await page.context().addCookies([{ name: BACKUP_REMINDER_COOKIE, value: String(Date.now() - 60_000), url: baseURL! }]);
  expect(await html()).not.toContain('id="backup-reminder-title"');
});
