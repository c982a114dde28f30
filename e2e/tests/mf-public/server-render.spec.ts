import { expect, test, type Page } from '@playwright/test';
import { problemsOf } from '../../support/page-problems';
import { DEMO_PROVIDER } from '../../support/demo-accounts';
import { signIn } from '../../support/sign-in';
import { PUBLIC_PATHS } from '../../support/site-pages';

// Issue 17 item 2 (ADR 0037): public pages arrive as HTML (shell header and footer, the remote's page) and the browser
// hydrates them: they read without JavaScript, and with it they hydrate without an error and work.

const publicPaths = PUBLIC_PATHS.filter((path) => !['/get-quote', '/quote-success', '/login', '/provider-signup'].includes(path));

/**
 * Resolves once mf-public's routes module has been fetched and the network has settled after it: the page's own chunk,
 * which the routes module loads, is in (so the page has been hydrated with it).
 */
async function remotePageLoaded(page: Page) {
  await page.waitForResponse((response) => /\/remotes\/mf-public\/__federation_expose_routes\.[^/]*\.js$/.test(response.url()));
  await page.waitForLoadState('networkidle');
}

test('the public pages are server-rendered (the list this spec checks)', () => {
  expect(publicPaths).toEqual(['/', '/for-providers', '/signup', '/find-providers', '/privacy-policy', '/terms-and-conditions']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of publicPaths) {
    test(`when a visitor opens ${path} with JavaScript off, then the page, its header and its footer are there`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: /MotoHaul/ })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('[data-remote="mf_public"]')).toBeVisible();
      // Styled by its stylesheets (no script): the header's call button has the design system's colours.
      const background = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
    });
  }
});

test.describe('with JavaScript', () => {
  for (const path of publicPaths) {
    test(`when a visitor opens ${path}, then it hydrates without an error or a warning`, async ({ page }) => {
      const problems = problemsOf(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(await response?.text()).toContain('data-remote="mf_public"');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('when a visitor opens / and the page has hydrated, then the quote entry and the nav work without a reload', async ({ page }) => {
    const problems = problemsOf(page);
    const loaded = remotePageLoaded(page);
    await page.goto('/');
    const serverHeading = page.getByRole('heading', { level: 1, name: 'Australia-Wide Motorcycle Transport Quotes' });
    await expect(serverHeading).toBeVisible();
    await loaded;
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole('combobox', { name: 'Pickup location' }).fill('Parramatta NSW');
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page).toHaveURL(/\/get-quote\?pickupLocation=Parramatta/);
    await expect(page.getByRole('heading', { name: 'Transport Details' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(serverHeading).toBeVisible();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('when a visitor opens /, then the router loads only once they go to another page, and Back returns in the page (ADR 0040)', async ({ page }) => {
    const problems = problemsOf(page);
    const routerLoaded = () => page.evaluate(() => '__reactRouterVersion' in window);
    const loaded = remotePageLoaded(page);
    await page.goto('/');
    await loaded;
    await page.waitForLoadState('networkidle');
    expect(await routerLoaded()).toBe(false);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await routerLoaded()).toBe(true);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Australia-Wide Motorcycle Transport Quotes' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/get-quote$/);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('when a visitor follows a link of the footer (a static part, ADR 0092), then it is a plain link: the server draws the page', async ({ page }) => {
    const problems = problemsOf(page);
    const loaded = remotePageLoaded(page);
    await page.goto('/');
    await loaded;
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole('contentinfo').getByRole('link', { name: 'Find Providers' }).click();
    await expect(page).toHaveURL(/\/find-providers$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  test('when a visitor types the pickup before the page has hydrated, then the quote starts with it', async ({ page }) => {
    // The home page's code is held back until the visitor has typed into the server's markup.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/mf-public/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    const loaded = remotePageLoaded(page);
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Pickup location' }).fill('Parramatta NSW');
    release();
    await loaded;
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeEnabled();
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page).toHaveURL(/\/get-quote\?pickupLocation=Parramatta/);
  });

  test('when a visitor searches the directory after it has hydrated, then the search runs in the page', async ({ page }) => {
    const problems = problemsOf(page);
    const loaded = remotePageLoaded(page);
    await page.goto('/find-providers');
    await loaded;
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('textbox', { name: /Suburb or postcode/ }).fill('2150');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/find-providers\?q=2150/);
    await expect(page.getByRole('heading', { name: 'Providers covering "2150"' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('when a signed-in provider opens /, then the server sends no visitor page and the dashboard shows without an error', async ({ page }) => {
    const problems = problemsOf(page);
    await signIn(page, DEMO_PROVIDER);
    const response = await page.goto('/');
    expect(await response?.text()).not.toContain('data-remote="mf_public"');
    await expect(page.locator('[data-remote="mf_crm"]').first()).toBeVisible();
    expect(problems.filter((problem) => /hydrat/i.test(problem))).toEqual([]);
  });
});
