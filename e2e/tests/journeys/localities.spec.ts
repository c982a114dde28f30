import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { readStoredLead } from '../../support/database';
import { signUp } from '../../support/sign-in';
import { riderPhone } from '../../support/rider-phone';

// Built-in address suggestions from every Australian locality (issue 14, ADR 0011): with no Google key the
// wizard, the home page and the service-area dialog search GET /api/localities.

/** The options of an address field's suggestion list (the page's selects have options too). */
const suggestions = (page: Page) => page.getByRole('listbox', { name: /^Suggestions for/ }).getByRole('option');
const suggestion = (page: Page, name: string) => suggestions(page).filter({ has: page.getByText(name, { exact: true }) });

test.describe('built-in suggestions across Australia', () => {
  test('when a rider in Western Australia uses the built-in suggestions, then the wizard completes with those addresses', async ({ page, request, wizard }) => {
    const riderName = `Wren Palmer ${Date.now()}`;
    await page.goto('/');
    const pickup = page.getByRole('combobox', { name: 'Pickup location' });
    await pickup.pressSequentially('Joondal');
    await expect(page.locator('[data-mode="built-in"]')).toHaveText('Built-in address suggestions');
    await suggestion(page, 'Joondalup WA 6027').click();
    await expect(pickup).toHaveValue('Joondalup WA 6027');
    await page.getByRole('button', { name: 'Get My Free Quote' }).click();

    await expect(page).toHaveURL(/\/get-quote\?pickupLocation=Joondalup/);
    await expect(page.getByText('Starting from Joondalup WA 6027')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Joondalup WA 6027');

    // A street typed before the suburb is kept; the suburb after the comma is what is searched.
    const { dropoff } = wizard;
    await dropoff.pressSequentially('3 High St, Fremant');
    await expect(suggestion(page, '3 High St, Fremantle WA 6160')).toBeVisible();
    await expectNoAxeViolations(page);
    await dropoff.press('ArrowDown');
    await dropoff.press('Enter');
    await expect(dropoff).toHaveValue('3 High St, Fremantle WA 6160');
    await expect(suggestions(page)).toHaveCount(0);
    await wizard.next();

    await wizard.fillMotorcycle('Triumph', 'Tiger 900');
    await wizard.next();
    await wizard.fillContact(riderName, riderPhone().national);
    const response = await wizard.submit();
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      pickupLocation: 'Joondalup WA 6027',
      dropoffLocation: '3 High St, Fremantle WA 6160',
    });
    await expect(page.getByRole('heading', { name: 'Transport Quote Submitted!' })).toBeVisible();

    const { id } = (await response.json()) as { id: number };
    const stored = await readStoredLead(request, id);
    expect(stored).toMatchObject({ pickupLocation: 'Joondalup WA 6027', dropoffLocation: '3 High St, Fremantle WA 6160' });
  });

  test('when a rider types a postcode, then the localities of that postcode are offered, and a new text gets a new list', async ({ page }) => {
    await page.goto('/get-quote');
    const pickup = page.getByRole('combobox', { name: 'Pickup location' });
    await pickup.pressSequentially('2150');
    const options = suggestions(page);
    await expect(options.first()).toHaveText('Harris Park NSW 2150');
    await expect(options.nth(1)).toHaveText('Parramatta NSW 2150');
    await expect(options).toHaveCount(3);
    await pickup.fill('Alice Spr');
    await expect(options.first()).toHaveText('Alice Springs NT 0870');
    await expect(suggestion(page, 'Harris Park NSW 2150')).toHaveCount(0);
  });

  test('when a provider sets a Hobart service area, then its coordinates are saved and shown again', async ({ page, dashboard }) => {
    const account = await signUp(page.request, 'provider', 'Tasman');
    await dashboard.open();
    await page.getByRole('button', { name: 'Manage Service Area' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Service Area' });
    const location = dialog.getByRole('combobox', { name: 'Service location' });
    await location.pressSequentially('Hobar');
    await suggestion(page, 'Hobart TAS 7000').click();
    await expect(location).toHaveValue('Hobart TAS 7000');
    await dialog.getByRole('combobox', { name: 'Service radius' }).selectOption('50');
    await dialog.getByRole('button', { name: 'Save Service Area' }).click();
    await expect(page.getByText('Service area updated')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const me = (await (await page.request.get('/api/auth/me')).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ username: account.username, serviceLocation: 'Hobart TAS 7000', serviceRadius: 50 });
    expect(me.serviceLatitude).toBeCloseTo(-42.878355, 4);
    expect(me.serviceLongitude).toBeCloseTo(147.308002, 4);

    await page.getByRole('button', { name: 'Manage Service Area' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Service location' })).toHaveValue('Hobart TAS 7000');
  });
});
