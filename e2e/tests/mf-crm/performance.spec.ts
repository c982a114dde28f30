import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { DEMO_TEAM_MEMBER } from '../../support/demo-accounts';
import { riderPhone } from '../../support/rider-phone';
import { signIn, signUp } from '../../support/sign-in';
import { postQuote } from '../../support/post-quote';

// Return on spend (issue 15 item 3, ADR 0035): the owner's Performance view at /dashboard/performance shows what
// the leads bought in this test cost and earned, and its CSV says the same; a team member is not offered it.

/** A rider's quote through the public API; answers the new lead's id. */
const newLead = async (request: APIRequestContext, customerName: string): Promise<number> =>
  (await postQuote(request, customerName, riderPhone('246').national)).id;

/** Buys a lead for the signed-in provider (no Stripe key on this server: the fallback purchase); answers the purchase id. */
async function buy(request: APIRequestContext, leadId: number): Promise<number> {
  const response = await request.post(`/api/leads/${leadId}/purchase`, { data: { buyerName: 'Rory Return', buyerPhone: '0400111222' } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { purchase: { id: number } }).purchase.id;
}

test.describe('the Performance view', () => {
  test('when an owner buys two leads and one is paid, then Performance shows what they cost and earned, and the CSV agrees', async ({ page, dashboard }) => {
    await signUp(page.request, 'provider', 'Rory', 'Return');
    await buy(page.request, await newLead(page.request, 'Perf Waiting'));
    const paid = await buy(page.request, await newLead(page.request, 'Perf Paid'));
    const moved = await page.request.patch(`/api/lead-purchases/${paid}/sales-stage`, {
      data: { salesStage: 'invoice_paid', customerPaymentAmount: '350.50' },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await dashboard.open();
    await page.getByRole('link', { name: 'Performance' }).click();
    await expect(page).toHaveURL(/\/dashboard\/performance$/);
    await expect(page.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Performance | MotoHaul');

    const totals = page.getByLabel('Totals for the range');
    await expect(totals).toContainText('Net spend$50.00');
    await expect(totals).toContainText('Revenue$350.50');
    await expect(totals).toContainText('Leads booked1 of 2');
    await expect(totals).toContainText('Cost per booked job$50.00');
    const total = page.getByRole('table').getByRole('row', { name: /^Total/ });
    await expect(total.getByRole('cell')).toHaveText(['2', '1', '1', '0', '$50.00', '$0.00', '$50.00', '$350.50', '50.0%', '100.0%', '0.0%', '$50.00']);
    await expect(page.getByRole('img', { name: /Net spend and revenue by month/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^performance-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Month,Leads Bought,Booked,Paid,Finalised,Spend,Credits,Net Spend,Revenue,Booked %,Paid %,Finalised %,Cost per Booked Job');
    expect(lines.at(-2)).toBe('Total,2,1,1,0,50.00,0.00,50.00,350.50,50.0,100.0,0.0,50.00');

    // At 390 px the page does not scroll sideways: the table scrolls in its own region.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('Scroll the table sideways to see every column')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const region = page.getByRole('region', { name: 'Performance by month' });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });

  test('when a team member uses the dashboard, then Performance is not offered, its page says it is the owner’s and the API refuses', async ({ page, dashboard }) => {
    await signIn(page, DEMO_TEAM_MEMBER);
    await dashboard.open();
    await expect(page.getByRole('tab', { name: /^Purchased/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Performance' })).toHaveCount(0);

    await page.goto('/dashboard/performance');
    await expect(page.getByText('only the account owner can see it')).toBeVisible();
    expect((await page.request.get('/api/performance')).status()).toBe(403);
  });
});
