import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { postQuote } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';

// Fair cancellations (issue 47 item 3): the rider says 'I no longer need transport' on the status page, with a reason;
// the provider who bought it half an hour earlier and had not called sees it on the card with the fee back as credit,
// and the admin finds the automatic claim in Claims.

test('when the rider cancels a request bought minutes ago, then the buyer sees it cancelled and credited, and the admin sees the automatic claim', async ({ page, providerBrowser, adminPanel }) => {
  const reason = 'A mate is trailering it up for me';
  const quote = await postQuote(page.request, 'Cass Cancel', riderPhone('547').national, {}, { 'X-Forwarded-For': '203.0.113.47' });
  const { page: providerPage, dashboard } = await providerBrowser({ firstName: 'Bea', lastName: 'Bought' });
  const bought = await providerPage.request.post(`/api/leads/${quote.id}/purchase`, { data: { buyerName: 'Bea Bought', buyerPhone: '0400 111 222', buyerCompany: 'Bea Transport' } });
  expect(bought.status(), await bought.text()).toBe(201);

  // The rider cancels on the status page, with a reason.
  await page.goto(`/quote-status/${quote.statusToken}`);
  const section = page.getByRole('region', { name: 'Plans changed?' });
  const why = section.getByRole('textbox', { name: /Why don't you need transport any more\?/ });
  // The page is drawn by the server: a click that lands before it has hydrated opens nothing, so click until it does.
  await expect(async () => {
    if (!(await why.isVisible())) await section.getByRole('button', { name: 'I no longer need transport' }).click();
    await expect(why).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await why.fill(reason);
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Cancel my request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You cancelled this request' })).toBeVisible();
  await expect(page.getByText(`Your reason: “${reason}”`)).toBeVisible();
  await expect(section).toHaveCount(0);

  // The buyer's card says so, with the fee back as credit.
  await dashboard.open();
  await dashboard.tab('Purchased').click();
  const card = dashboard.purchaseCard('Cass Cancel');
  await expect(card.getByRole('region', { name: /Cancelled by the rider/ })).toContainText(reason);
  await expect(card).toContainText('Credit approved: $25.00 added to your credit balance');

  // The admin finds the automatic claim among the approved ones.
  await adminPanel.signIn(undefined, '/admin/claims');
  await page.getByRole('combobox', { name: 'Show' }).selectOption('approved');
  const claim = page.getByRole('list', { name: 'Claims' }).getByRole('listitem').filter({ hasText: quote.jobReference });
  await expect(claim).toContainText('Approved · Automatic');
  await expect(claim).toContainText(reason);
  await expect(claim).toContainText('Bea Bought');
});
