import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminAnalytics } from '@motohaul/contracts';
import { expectNoAxeViolations } from '../../support/axe';
import { DEMO_ADMIN, DEMO_PROVIDER } from '../../support/demo-accounts';
import { expect, test } from '../../support/fixtures';
import type { Dashboard } from '../../support/pages/dashboard';
import type { LoginForm } from '../../support/pages/login-form';
import { toast } from '../../support/pages/toast';
import { riderPhone } from '../../support/rider-phone';
import { postQuote, unique } from '../../support/post-quote';
import { adminToken } from '../../support/sign-in';

// Issue 13 on the default start (`node scripts/start.mjs` with no variables: demo mode, no Stripe key, no SMTP_URL,
// no ALLOW_FALLBACK_PURCHASE): a rider's quote, the demo provider's purchase through 'Complete Purchase', the
// pipeline and the admin figures all work, and the screens say that no card is charged.

async function adminFigures(request: APIRequestContext): Promise<AdminAnalytics> {
  const token = await adminToken(request, DEMO_ADMIN);
  const response = await request.get('/api/admin/analytics', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AdminAnalytics;
}

/** The demo provider signs in through the form (the default start's own login), landing on the dashboard. */
async function signInThroughTheForm(loginForm: LoginForm, dashboard: Dashboard) {
  await loginForm.open();
  await loginForm.submit(DEMO_PROVIDER);
  await expect(dashboard.heading).toBeVisible();
}

const demoBadge = (page: Page) => page.getByRole('banner').getByRole('note', { name: /^Demo mode/ });

test('when the demo provider buys a rider\'s lead on the default start, then no card is needed and the full details are theirs', async ({ page, request, loginForm, dashboard }) => {
  const customer = `Dana Default${unique().replace(/\d/g, '')}`;
  const phone = riderPhone();
  const { model } = await postQuote(request, customer, phone.national);
  const before = await adminFigures(request);

  await signInThroughTheForm(loginForm, dashboard);
  await expect(demoBadge(page)).toHaveText('Demo mode');

  const card = dashboard.leadCard(`Ducati ${model}`);
  await expect(card).toContainText('Dana');
  await expect(card).not.toContainText(customer);
  const dialog = await dashboard.openPurchase(`Ducati ${model}`);
  await expect(dialog).toContainText('$25 one-time payment');
  await expect(dialog).not.toContainText('Card payments are unavailable');
  await dialog.getByRole('button', { name: 'Pay $25 with Card' }).click();
  await expect(dialog.getByRole('heading', { name: 'Complete Purchase' })).toBeVisible();
  await expect(dialog.getByRole('note')).toHaveText('Demo mode: no card is charged');
  // Prefilled from the signed-in profile (the seeded demo provider).
  await expect(dialog.getByRole('textbox', { name: 'Your name' })).toHaveValue('Jordan Mitchell');
  await expect(dialog.getByRole('textbox', { name: 'Your email' })).toHaveValue('demo-provider@motohaul.example');
  await expect(dialog.getByRole('textbox', { name: 'Your phone' })).not.toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'Company' })).toHaveValue('Harbour City Moto Transport');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Complete Purchase', exact: true }).click();
  await expect(toast(page, 'Lead Purchased Successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The purchased card carries the customer's full name and full phone.
  await dashboard.tab('Purchased').click();
  const bought = dashboard.purchaseCard(customer);
  await expect(bought).toBeVisible();
  await expect(bought.getByRole('link', { name: /^Call / })).toHaveAttribute('href', `tel:${phone.e164}`);
  await expect(bought).toContainText(phone.national);

  // The pipeline: move it to Called.
  await bought.getByRole('combobox', { name: 'Sales stage' }).selectOption('called');
  await expect(toast(page, 'Sales stage updated')).toBeVisible();

  // The admin figures count the sale.
  const after = await adminFigures(request);
  expect(after.totalPurchases).toBe(before.totalPurchases + 1);
  expect(after.totalRevenue).toBeCloseTo(before.totalRevenue + 25, 2);
});

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`when a signed-in user is on the default start at ${width} px, then the demo badge shows and the header fits`, async ({ page, loginForm, dashboard }) => {
    await page.setViewportSize({ width, height });
    await signInThroughTheForm(loginForm, dashboard);
    await expect(demoBadge(page)).toBeVisible();
    await expect(demoBadge(page)).toHaveAttribute('title', /^Demo mode: no card is charged/);
    const badge = await demoBadge(page).boundingBox();
    expect(badge && badge.x >= 0 && badge.x + badge.width <= width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Nothing in the header's bar overlaps the badge.
    const overlaps = await page.getByRole('banner').evaluate((banner) => {
      const badgeBox = banner.querySelector('[role="note"]')!.getBoundingClientRect();
      const bar = banner.firstElementChild!;
      return Array.from(bar.children)
        .filter((child) => child.getAttribute('role') !== 'note')
        .map((child) => child.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.left < badgeBox.right && box.right > badgeBox.left && box.top < badgeBox.bottom && box.bottom > badgeBox.top).length;
    });
    expect(overlaps).toBe(0);
  });
}
