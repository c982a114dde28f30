import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectDistinctLandmarks, expectNoAxeViolations } from '../../support/axe';
import { riderPhone } from '../../support/rider-phone';

/** Every public route of spec §2.1 a remote of this site renders, with the heading that proves it loaded. */
const PUBLIC_PAGES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Australia-Wide Motorcycle Transport Quotes' },
  { path: '/get-quote', heading: 'Transport Details' },
  { path: '/quote-success', heading: 'Transport Quote Submitted!' },
  { path: '/for-providers', heading: 'Exclusive Motorcycle Transport Leads, Australia-Wide' },
  { path: '/signup', heading: 'Grow Your Motorcycle Transport Business' },
  { path: '/find-providers', heading: 'Find Motorcycle Transport Providers' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/no-such-page', heading: '404 Page Not Found' },
];

async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Presses Tab until `target` has the focus: the page is used with the keyboard alone. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe('the public site, as a visitor', () => {
  test('when a visitor opens the home page, then every section, the tags and the navigation of spec §2.3 show', async ({ page }) => {
    await open(page, '/', 'Australia-Wide Motorcycle Transport Quotes');
    const main = page.getByRole('main');
    for (const title of [
      'Fast Quotes',
      'Trusted Providers',
      'Flexible Scheduling',
      'Competitive Rates',
      'Any Location',
      'Lightning Fast',
      'Verified Providers',
      'Trusted Across Australia',
      'Why Choose Us',
      'Fully Insured',
      'Trusted Network',
      '5-Star Service',
    ]) {
      await expect(main.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(main.getByText("Tell us where you're going. We'll match you with transport providers in minutes.")).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Your Free Quote' }).first()).toHaveAttribute('href', '/get-quote');
    await expect(page).toHaveTitle(/Motorcycle Transport Quotes/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /quotes/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Motorcycle Transport/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);

    await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Get Quote']);
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const call = page.getByRole('banner').getByRole('link', { name: /^Call / });
    await expect(call).toHaveAttribute('href', /^tel:\d+$/);
  });

  test('when a visitor moves between pages, then the current route is highlighted and the footer has its links', async ({ page }) => {
    await open(page, '/get-quote', 'Transport Details');
    await expect(mainNav(page).getByRole('link', { name: 'Get Quote' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

    const footer = page.getByRole('contentinfo');
    const links: [string, string][] = [
      ['Get a Free Quote', '/get-quote'],
      ['Find Providers', '/find-providers'],
      ['For Providers', '/for-providers'],
      ['Provider Sign Up', '/signup'],
      ['Provider Sign In', '/login'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
    ];
    for (const [name, href] of links) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    for (const area of ['Sydney & NSW', 'Melbourne & VIC', 'Brisbane & QLD', 'All Capital Cities', 'Australia-Wide Service']) {
      await expect(footer.getByText(area, { exact: true })).toBeVisible();
    }
    await expect(footer).toContainText('© 2025');
    await expect(footer.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);

    await footer.getByRole('link', { name: 'For Providers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exclusive Motorcycle Transport Leads, Australia-Wide' })).toBeVisible();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  });

  test('when a visitor reads /for-providers and /signup, then every claim and link of spec §2.6 is there', async ({ page }) => {
    await open(page, '/for-providers', 'Exclusive Motorcycle Transport Leads, Australia-Wide');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    for (const step of ['Browse leads', 'Purchase for $40', 'Contact and convert']) {
      await expect(main.getByRole('heading', { name: step })).toBeVisible();
    }
    for (const claim of ['85%', 'Over 100 providers', 'Australia-wide coverage', 'Exclusive leads', 'Built-in CRM', 'CRM-only access']) {
      await expect(main.getByText(claim).first()).toBeVisible();
    }
    for (const detail of ['preferred dates', 'urgency', 'make, model, year and condition', "customer's phone and email"]) {
      await expect(main.getByText(detail, { exact: false }).first()).toBeVisible();
    }
    await expect(main.getByRole('table')).toContainText('Other platforms');
    await expect(main.getByRole('heading', { name: 'Simple Pricing' })).toBeVisible();
    const final = main.getByRole('region', { name: 'Ready to Grow Your Transport Business?' });
    await expect(final.getByRole('link', { name: 'Become a Provider' })).toHaveAttribute('href', '/signup');
    await expect(final.getByRole('link', { name: 'Provider Sign In' })).toHaveAttribute('href', '/login');

    await open(page, '/signup', 'Grow Your Motorcycle Transport Business');
    await expect(main.getByText('$40', { exact: true })).toBeVisible();
    await expect(main.getByText('Zero', { exact: true })).toBeVisible();
    await expect(main.getByText('$0', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/provider-signup');
    await expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/get-quote');
  });

  test('when a visitor reads the legal pages, then they state the spec §1 terms', async ({ page }) => {
    await open(page, '/terms-and-conditions', 'Terms and Conditions');
    const main = page.getByRole('main');
    for (const text of ['exactly one provider', 'lead-generation service', 'not a transporter', 'independent businesses', 'laws of Australia', 'Australian Consumer Law']) {
      await expect(main.getByText(text).first()).toBeVisible();
    }
    await open(page, '/privacy-policy', 'Privacy Policy');
    for (const text of ['Privacy Act 1988 (Cth)', 'Australian Privacy Principles', 'exactly one provider', 'not a transporter', 'Australian law']) {
      await expect(main.getByText(text).first()).toBeVisible();
    }
  });

  test('when a visitor searches the provider directory, then listed providers show without contact details', async ({ page }) => {
    await open(page, '/find-providers', 'Find Motorcycle Transport Providers');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Harbour City Moto Transport' })).toBeVisible();
    await main.getByLabel('Suburb or postcode').fill('2150');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/find-providers\?q=2150$/);
    await expect(main.getByRole('heading', { name: 'Harbour City Moto Transport' })).toBeVisible();
    await expect(main).not.toContainText('0412 345 678');
    await expect(main).not.toContainText('@');
    await main.getByLabel('Suburb or postcode').fill('Darwin');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(main.getByText('No listed provider matches that area yet.', { exact: false })).toBeVisible();
  });

  test('when a visitor opens the mobile menu, then it shows Provider Login and the call link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/', 'Australia-Wide Motorcycle Transport Quotes');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Provider Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });

  test('when a visitor clicks a tel: link, then a phone_click event is recorded', async ({ page }) => {
    await open(page, '/', 'Australia-Wide Motorcycle Transport Quotes');
    const call = page.getByRole('banner').getByRole('link', { name: /^Call / });
    const number = ((await call.getAttribute('href')) ?? '').replace('tel:', '');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/analytics/track') && r.method() === 'POST'),
      // A tel: link would hand over to a dialler; the click event is what counts.
      call.evaluate((el) => el.addEventListener('click', (event) => event.preventDefault(), { once: true })).then(() => call.click()),
    ]);
    expect(request.postDataJSON()).toMatchObject({ eventType: 'phone_click', eventData: { phoneNumber: number }, pagePath: '/' });
  });

  test('when the pickup entry gets text, then the built-in suggestions show with the orange dot', async ({ page }) => {
    await open(page, '/', 'Australia-Wide Motorcycle Transport Quotes');
    const input = page.getByRole('combobox', { name: 'Pickup location' });
    await input.fill('Parramatta');
    await expect(page.getByRole('option', { name: 'Parramatta NSW 2150' })).toBeVisible();
    await expect(page.locator('[data-mode="built-in"]')).toHaveText('Built-in address suggestions');
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(input).toHaveValue('Parramatta NSW 2150');
  });

  test('when a rider uses only the keyboard, then the wizard can be completed', async ({ page }) => {
    await open(page, '/get-quote', 'Transport Details');
    const pickup = page.getByRole('combobox', { name: 'Pickup location' });
    await tabTo(page, pickup);
    await page.keyboard.type('Parramatta');
    await expect(page.getByRole('option', { name: 'Parramatta NSW 2150' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(pickup).toHaveValue('Parramatta NSW 2150');
    await tabTo(page, page.getByRole('combobox', { name: 'Delivery (drop-off) location' }));
    await page.keyboard.type('Fitzroy VIC 3065');
    await page.keyboard.press('Escape');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Motorcycle Details' })).toBeVisible();
    await tabTo(page, page.getByLabel('Motorcycle make'));
    await page.keyboard.type('Honda');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Motorcycle model')).toBeFocused();
    await page.keyboard.type('CB500X');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
    await tabTo(page, page.getByLabel('Your name'));
    await page.keyboard.type('Keyboard Rider');
    await tabTo(page, page.getByLabel('Phone number'));
    await page.keyboard.type(riderPhone().national);
    await tabTo(page, page.getByRole('button', { name: 'Get Free Quote' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Transport Quote Submitted!' })).toBeVisible();
  });

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`when axe checks ${path}, then it finds no WCAG 2.1 AA violation and each landmark is distinct (issue 27)`, async ({ page }) => {
      await open(page, path, heading);
      await expectNoAxeViolations(page);
      await expectDistinctLandmarks(page);
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`when the public pages are shown at ${viewport.width}x${viewport.height}, then none scrolls sideways`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      for (const { path, heading } of PUBLIC_PAGES) {
        await open(page, path, heading);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `${path} at ${viewport.width}px`).toBeLessThanOrEqual(innerWidth);
        await testInfo.attach(`${path === '/' ? 'home' : path.slice(1)}-${viewport.width}x${viewport.height}.png`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      }
    });
  }
});
