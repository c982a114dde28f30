import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import type { AdminPanel } from '../../support/pages/admin-panel';
import { toast } from '../../support/pages/toast';
import { expectNoAxeViolations } from '../../support/axe';
import { baseURL } from '../../support/e2e-env';
import { DEMO_ADMIN } from '../../support/demo-accounts';
import { postQuote } from '../../support/post-quote';
import { signUp, uniqueName } from '../../support/sign-in';

// The admin panel (spec §2.9, issue 7): the seeded super admin signs in at /admin, reads the overview and its
// chart, finds a fresh provider and deactivates it (its session ends), and creates a discount code that another
// provider then applies.

/** The figures of GET /api/admin/analytics this journey reads. */
interface AdminAnalytics {
  totalProviders: number;
  totalPurchases: number;
  totalRevenue: number;
  conversionRate: number;
}

const money = (dollars: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(dollars);

/** A request context of its own (its own cookies): a provider signed up and signed in through the API. */
async function providerContext(firstName: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  const account = await signUp(context, 'provider', firstName);
  expect((await context.get('/api/auth/me')).status()).toBe(200);
  return { context, account };
}

async function signInAsAdmin(adminPanel: AdminPanel) {
  await adminPanel.signIn();
  const { page } = adminPanel;
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
}

/** The analytics as the API answers them, with the token the page keeps. */
async function analyticsFromApi(adminPanel: AdminPanel, request: APIRequestContext): Promise<AdminAnalytics> {
  const token = await adminPanel.token();
  const response = await request.get('/api/admin/analytics', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminAnalytics;
}

test.describe('the admin panel', () => {
  const contexts: APIRequestContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.dispose()));
  });

  test('the admin reads the overview and its chart', async ({ page, request, adminPanel }) => {
    await signInAsAdmin(adminPanel);
    await expect(adminPanel.tab('Overview')).toHaveAttribute('aria-selected', 'true');
    const tiles = page.getByRole('list', { name: 'Key figures' });
    await expect(tiles).toBeVisible();

    const figures = await analyticsFromApi(adminPanel, request);
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Total Providers' })).toContainText(String(figures.totalProviders));
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Total Revenue' })).toContainText(money(figures.totalRevenue));
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Total Purchases' })).toContainText(String(figures.totalPurchases));
    await expect(page.getByRole('region', { name: 'Lead Analytics' })).toContainText(`${figures.conversionRate.toFixed(1)}%`);
    await expect(page.getByRole('region', { name: 'Sales Pipeline' }).getByRole('term').filter({ hasText: 'Booked In' })).toBeVisible();

    // The demo data holds purchases, so the monthly chart is drawn, with its data table for screen readers.
    expect(figures.totalPurchases).toBeGreaterThan(0);
    await expect(page.getByRole('img', { name: /Purchases and revenue by month/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Sales pipeline funnel/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Purchases and revenue by month', includeHidden: true })).toBeAttached();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling at 390px').toBeLessThanOrEqual(0);
  });

  test('the admin finds a provider and deactivates it: its session ends', async ({ page, adminPanel }) => {
    const { context, account } = await providerContext('Dana');
    contexts.push(context);
    await signInAsAdmin(adminPanel);

    await adminPanel.tab('Providers').click();
    await page.getByRole('searchbox', { name: /Search providers/ }).fill(account.username);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${account.firstName} ${account.lastName}` }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Active');
    await expect(card).toContainText(account.email);

    await card.getByRole('button', { name: `Deactivate ${account.firstName} ${account.lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${account.firstName} ${account.lastName}?` });
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(toast(page, 'Provider deactivated')).toBeVisible();
    await expect(card).toContainText('Inactive');

    // The provider's next request is refused, and it cannot sign in again.
    expect((await context.get('/api/auth/me')).status()).toBe(401);
    const again = await context.post('/api/auth/login', { data: { username: account.username, password: account.password } });
    expect(again.status()).toBeGreaterThanOrEqual(400);
  });

  test('the admin creates a discount code that a provider then applies', async ({ page, adminPanel }) => {
    const { context } = await providerContext('Quinn');
    contexts.push(context);
    const code = uniqueName('E2E').replace(/-/g, '').toUpperCase().slice(0, 20);
    await signInAsAdmin(adminPanel);

    await adminPanel.tab('Discount Codes').click();
    const form = page.getByRole('form', { name: 'Create discount code' });
    await form.getByRole('textbox', { name: /Code/ }).fill(code);
    await form.getByRole('combobox', { name: 'Type' }).selectOption('percentage');
    await form.getByRole('spinbutton', { name: /Percent off/ }).fill('20');
    await form.getByRole('spinbutton', { name: /Maximum uses/ }).fill('5');
    await form.getByRole('button', { name: 'Create Code', exact: true }).click();
    await expect(toast(page, 'Discount code created')).toBeVisible();
    const listed = page.getByRole('list', { name: 'Discount codes' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: code, exact: true }) });
    await expect(listed).toContainText('20% off');
    await expect(listed).toContainText('0 / 5');
    await expect(listed).toContainText('Active');

    // A fresh lead, then the provider applies the new code to it (H3's route): 20 % off the server's price.
    const { id: leadId } = await postQuote(context, 'Ari Admin-Test', '0400999888', { motorcycleMake: 'Honda', motorcycleModel: `Admin-${code}` });
    const applied = await context.post('/api/discount-codes/apply', { data: { code: code.toLowerCase(), leadId } });
    expect(applied.status(), await applied.text()).toBe(200);
    const result = (await applied.json()) as { discountCode: { code: string }; originalPrice: string; discountAmount: string; finalPrice: string };
    expect(result.discountCode.code).toBe(code);
    expect(Number(result.discountAmount)).toBeCloseTo(Number(result.originalPrice) * 0.2, 2);
    expect(Number(result.finalPrice)).toBeCloseTo(Number(result.originalPrice) * 0.8, 2);

    // Deactivated, the code no longer applies.
    await listed.getByRole('button', { name: `Deactivate ${code}` }).click();
    await expect(listed).toContainText('Inactive');
    const refused = await context.post('/api/discount-codes/apply', { data: { code, leadId } });
    expect(refused.status()).toBe(400);
  });

  // Issue 27: when the server refused a code (a duplicate 409, an end date in the past 400), the form showed nothing.
  test('the form shows why the server refuses a code: a taken code, an end date in the past', async ({ page, adminPanel }) => {
    const code = uniqueName('DUP').replace(/-/g, '').toUpperCase().slice(0, 20);
    await signInAsAdmin(adminPanel);
    await adminPanel.tab('Discount Codes').click();
    const form = page.getByRole('form', { name: 'Create discount code' });
    const codeField = form.getByRole('textbox', { name: /Code/ });
    const create = async (validUntil = '') => {
      await codeField.fill(code);
      await form.getByRole('spinbutton', { name: /Percent off/ }).fill('10');
      await form.getByLabel(/Valid until/).fill(validUntil);
      await form.getByRole('button', { name: 'Create Code', exact: true }).click();
    };

    await create();
    await expect(toast(page, 'Discount code created')).toBeVisible();
    await create();
    await expect(codeField).toHaveAccessibleDescription(/This code already exists/);
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');

    await create('2020-01-01');
    const validUntil = form.getByLabel(/Valid until/);
    await expect(validUntil).toHaveAccessibleDescription(/The end date cannot be in the past/);
    await expect(validUntil).toHaveAttribute('aria-invalid', 'true');
  });
});

// A logout ends every session of that admin (its session version goes up): it runs here, in the specs that run alone,
// so it cannot sign out an admin another spec is using at the same time.
test.describe('the admin signs in and out', () => {
  test('when the admin signs in at /admin and out again, then the spec toasts show and the form comes back empty', async ({ page, adminPanel }) => {
    await page.goto('/admin');
    await adminPanel.submitLogin({ username: DEMO_ADMIN.username, password: 'wrong-password' });
    await expect(toast(page, 'Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid username or password', { exact: true })).toBeVisible();

    await adminPanel.submitLogin(DEMO_ADMIN);
    await expect(toast(page, 'Welcome!')).toBeVisible();
    await expect(page.getByText('Successfully logged in to admin dashboard', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard', exact: true })).toHaveAttribute('href', '/');
    expect(await page.evaluate(() => localStorage.getItem('motohaul.adminToken'))).toBeTruthy();

    // The token survives a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(toast(page, 'Logged Out')).toBeVisible();
    await expect(page.getByText('Successfully logged out from admin dashboard', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Username/ })).toHaveValue('');
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('motohaul.adminToken'))).toBeNull();
  });
});
