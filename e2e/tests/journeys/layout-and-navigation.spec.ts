import { CURRENT_USER_KEY, SERVER_STATE_ELEMENT_ID, type SessionResponse } from '@motohaul/contracts';
import { expect, test } from '../../support/fixtures';
import { DEMO_ADMIN } from '../../support/demo-accounts';
import { riderPhone } from '../../support/rider-phone';
import { signIn } from '../../support/sign-in';
import { sitePage } from '../../support/site-pages';
import type { Page } from '@playwright/test';

// Issue 19, 'Layout and navigation' and 'Public pages': what a walk-through of every screen found.

const VERY_LONG = { firstName: 'Maximiliana-Alexandrina', lastName: 'Featherstonehaugh-Wolfeschlegelsteinhausen' };

/** How far the page scrolls sideways (0: it does not). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The lines each main-navigation link takes. */
const navLinkLines = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      }),
    );

const inViewport = async (page: Page, name: string, box: { x: number; width: number } | null) => {
  const width = page.viewportSize()!.width;
  expect(box, `${name} is laid out`).not.toBeNull();
  expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends on screen at ${width} px`).toBeLessThanOrEqual(width);
};

test.describe('issue 19: layout and navigation', () => {
  test('when a super admin with a very long name is on the dashboard at 390 and 768 to 1280 px, then the header never overflows and Logout is reachable', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    // The demo super admin's own session, under a very long name (no screen renames a super admin): in the query cache
    // the page arrives with (ADR 0086), and in GET /api/auth/session should the page ask again.
    await page.route('**/dashboard', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        new RegExp(`(<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">)(.*?)(</script>)`),
        (_all, open: string, json: string, close: string) => {
          const state = JSON.parse(json) as { queries?: { queries?: { queryKey: unknown[]; state: { data: unknown } }[] } };
          for (const query of state.queries?.queries ?? []) {
            if (JSON.stringify(query.queryKey) === JSON.stringify(CURRENT_USER_KEY) && query.state.data) query.state.data = { ...query.state.data, ...VERY_LONG };
          }
          return `${open}${JSON.stringify(state).replace(/</g, '\\u003c')}${close}`;
        },
      );
      await route.fulfill({ response, body: html });
    });
    await page.route('**/api/auth/session', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as SessionResponse;
      await route.fulfill({ response, json: { user: body.user && { ...body.user, ...VERY_LONG } } });
    });
    const fullName = `${VERY_LONG.firstName} ${VERY_LONG.lastName}`;
    const banner = page.getByRole('banner');

    for (const width of [390, 768, 900, 1000, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Provider Dashboard', exact: true })).toBeVisible();
      // The dashboard has published its header actions: the header holds all it will.
      await expect(banner.locator('[aria-label="Dashboard actions"]')).toBeAttached();
      expect(await sideways(page), `no sideways scroll at ${width} px`).toBe(0);

      const account = banner.getByRole('button', { name: /account menu/ });
      const menuButton = banner.getByRole('button', { name: 'Menu', exact: true });
      if (await account.isVisible()) {
        // One line per link, and the name cut short on screen but whole for screen readers and as a tooltip.
        expect(await navLinkLines(page), `nav labels on one line at ${width} px`).toEqual([1, 1, 1]);
        await expect(account).toContainText(fullName);
        await expect(account.getByTitle(fullName)).toBeVisible();
        const nameBox = await account.getByTitle(fullName).boundingBox();
        expect(nameBox!.height, 'the name takes one line').toBeLessThan(30);
        await inViewport(page, 'the account menu', await account.boundingBox());
        await account.click();
        const logout = banner.getByRole('button', { name: 'Logout', exact: true });
        await expect(logout).toBeVisible();
        await inViewport(page, 'Logout', await logout.boundingBox());
      } else {
        await inViewport(page, 'the menu button', await menuButton.boundingBox());
        await menuButton.click();
        const mobile = banner.getByRole('navigation', { name: 'Mobile' });
        await expect(mobile.getByText(fullName, { exact: true })).toBeVisible();
        const logout = mobile.getByRole('button', { name: 'Logout', exact: true });
        await expect(logout).toBeVisible();
        await inViewport(page, 'Logout', await logout.boundingBox());
      }
      expect(await sideways(page), `no sideways scroll with the menu open at ${width} px`).toBe(0);
    }
  });

  test('when a visitor opens the home page, then the console shows no error (the session came with the page: ADR 0086)', async ({ page }) => {
    const errors: string[] = [];
    const sessionChecks: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/session')) sessionChecks.push(request.url());
    });
    await page.goto('/');
    // The home page is drawn (its own texts are mf-public's suite's).
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Call / })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sessionChecks).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('when a rider comes to the wizard from the privacy policy, then the tab and the quote event carry the wizard title', async ({ page, wizard }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle(sitePage('/privacy-policy').title);
    // The server-drawn page has hydrated (its code is in): a link clicked before loads the next page from the server.
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'Get Quote', exact: true }).click();
    await expect(wizard.heading('Transport Details')).toBeVisible();
    await expect(page).toHaveTitle(sitePage('/get-quote').title);
    // A screen reader hears the new page's title: the router's page change says it in a polite live region.
    await expect(page.locator('#route-announcer[aria-live="polite"]')).toHaveText(sitePage('/get-quote').title);

    await page.getByRole('combobox', { name: 'Pickup location', exact: true }).fill('Parramatta NSW 2150');
    await page.getByRole('combobox', { name: 'Pickup location', exact: true }).press('Escape');
    await wizard.fillAll({ dropoffLocation: 'Fitzroy VIC 3065', make: 'Honda', model: 'CBR650R', name: 'Tab Title', phone: riderPhone().national });
    const [event] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/analytics/track') && r.method() === 'POST' && r.postDataJSON()?.eventType === 'form_submission'),
      wizard.submit(),
    ]);
    expect(event.postDataJSON()).toMatchObject({ pagePath: '/get-quote', pageTitle: sitePage('/get-quote').title });
  });

  test('when a rider opens the wizard at 390 px, then the address placeholders fit their boxes', async ({ page, wizard }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/get-quote');
    await expect(wizard.heading('Transport Details')).toBeVisible();
    for (const name of ['Pickup location', 'Delivery (drop-off) location']) {
      const input = page.getByRole('combobox', { name, exact: true });
      await expect(input).toHaveAttribute('placeholder', 'Suburb, postcode or address');
      const room = await input.evaluate((element: HTMLInputElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const text = context.measureText(element.placeholder).width;
        const box = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text, box };
      });
      expect(room.text, `${name}: the placeholder fits at 390 px`).toBeLessThanOrEqual(room.box);
    }
    expect(await sideways(page)).toBe(0);
  });
});

// A page opened by its address (typed, a bookmark, a link from a mail) starts at its top. The router's scroll
// restoration keyed every such first entry 'default', so the next page loaded in the tab took the place the reader had
// scrolled to on the previous one (the Performance page opened 1,163 px down after a scrolled dashboard).
test('when a provider scrolls the dashboard and then opens another page by its address, then that page starts at its top; a reload keeps the place', async ({
  page,
  demoProvider,
  dashboard,
}) => {
  expect(demoProvider.username).toBe('demo-provider');
  await page.setViewportSize({ width: 390, height: 844 });
  await dashboard.open();
  await expect(dashboard.tab('Purchased')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

  await page.goto('/dashboard/performance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
});
