import { expect, test } from '../../support/fixtures';
import { postQuote, unique } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';

// Issue 27, Riders: the public pages work without JavaScript (the directory's results, the home pickup entry, the
// 390 px menu), the wizard fits a phone and its error notice leaves 'Get Free Quote' free, and a malformed link gets
// the site's page with a message.

const PHONE = { width: 390, height: 844 };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('when a visitor opens /find-providers?q=2150, then the providers covering it are listed, not a loading state', async ({ page }) => {
    await page.goto('/find-providers?q=2150');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Providers covering "2150"' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Harbour City Moto Transport' })).toBeVisible();
    await expect(main.getByText('Loading providers')).toHaveCount(0);
  });

  test('when a visitor searches the directory with its form, then the next page lists the answer', async ({ page }) => {
    await page.goto('/find-providers');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Harbour City Moto Transport' })).toBeVisible();
    await main.getByRole('textbox', { name: /Suburb or postcode/ }).fill('Darwin');
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/find-providers\?q=Darwin$/);
    await expect(main.getByText('No listed provider matches that area yet.', { exact: false })).toBeVisible();
  });

  test('when a visitor sends the home pickup entry, then the wizard is asked for with the pickup', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Pickup location' }).fill('Parramatta NSW 2150');
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();
    await expect(page).toHaveURL(/\/get-quote\?pickupLocation=Parramatta\+NSW\+2150$/);
  });

  test('when a visitor at 390 px follows Menu, then the mobile menu shows its links', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByRole('link', { name: 'Provider Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Call / })).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('when a visitor opens the menu with the keyboard, then it says so, and Escape closes it and gives the focus back', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Provider Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(menu.getByRole('link', { name: 'Provider Login' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(menu).toHaveCount(0);
  });

  test('when the link carries a 40-character unbroken location, then the wizard does not scroll sideways', async ({ page, wizard }) => {
    const location = 'Q'.repeat(40);
    await wizard.open(location);
    await expect(page.getByText(`Starting from ${location}`)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });

  test('when a rider typed one long word (a bike model, a directory search), then their pages do not scroll sideways', async ({ page, request }) => {
    const widthOf = () => page.evaluate(() => document.documentElement.scrollWidth);
    const { statusToken } = await postQuote(request, 'Lee Longword', riderPhone('404').national, { motorcycleModel: `M${unique()}${'X'.repeat(70)}` });
    await page.goto(`/quote-status/${statusToken}`);
    await expect(page.getByRole('list', { name: 'Request details' })).toContainText('XXXXXXXX');
    expect(await widthOf()).toBeLessThanOrEqual(PHONE.width);

    const search = 'Y'.repeat(100);
    await page.goto(`/find-providers?q=${search}`);
    await expect(page.getByRole('heading', { name: `Providers covering "${search}"` })).toBeVisible();
    expect(await widthOf()).toBeLessThanOrEqual(PHONE.width);
  });

  test('when the quote cannot be sent, then the error notice does not cover Get Free Quote', async ({ page, wizard }) => {
    await page.route('**/api/leads', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }));
    await wizard.open('Penrith NSW 2750');
    await wizard.fillAll({ dropoffLocation: 'Newcastle NSW 2300', make: 'Kawasaki', model: 'Ninja 400', name: 'Sam Lee', phone: '0498 765 432' });
    expect((await wizard.submit()).status()).toBe(503);
    const notice = page.getByRole('alert').filter({ hasText: 'Failed to submit transport quote request. Please try again.' });
    await expect(notice).toBeVisible();
    await expect(wizard.submitButton).toBeEnabled();
    // Nothing lies over the button: the element at its centre is the button (or inside it). elementFromPoint reads the
    // viewport, so the button is scrolled into it first.
    await wizard.submitButton.scrollIntoViewIfNeeded();
    const button = await wizard.submitButton.boundingBox();
    if (!button) throw new Error('Get Free Quote has no box');
    const onTop = await page.evaluate(
      ([x, y]) => {
        const element = document.elementFromPoint(x!, y!);
        return element?.closest('button')?.textContent ?? element?.tagName ?? null;
      },
      [button.x + button.width / 2, button.y + button.height / 2],
    );
    expect(onTop).toContain('Get Free Quote');
    // Still free after the time a toast stayed.
    await page.waitForTimeout(1000);
    await wizard.submitButton.click({ trial: true, timeout: 2000 });
  });
});

test('when a link has a broken percent escape, then the site answers 400 with its page and says the link is not valid', async ({ page }) => {
  const response = await page.goto('/quote-status/%E0%A4%A');
  expect(response?.status()).toBe(400);
  expect(response?.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { level: 1, name: 'This Link Is Not Valid' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /MotoHaul/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('Invalid Link | MotoHaul');
});
