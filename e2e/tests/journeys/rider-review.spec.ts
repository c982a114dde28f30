import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { postQuote } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';

// The rider's status page updates by itself and takes the rider's review (issue 28 items 5 and 6, ADR 0056): the buyer
// works the lead in their own browser, the rider's open page follows without 'Check now', offers 'How did it go?' once
// delivered, and the request is found again on this device after the tab is closed.

const moveTo = async (request: APIRequestContext, purchaseId: number, salesStage: string) =>
  expect((await request.patch(`/api/lead-purchases/${purchaseId}/sales-stage`, { data: { salesStage } })).status()).toBe(200);

test('when the buyer works the lead, then the rider’s open page follows by itself, and once delivered the rider reviews them', async ({ page, context, providerBrowser }) => {
  // A rider's page, a provider's browser and two waits for the page to follow by itself: longer than most journeys.
  test.setTimeout(120_000);
  // The rider is on a network of their own: a quote from the buyer's own address would make the review wait for an admin.
  const quote = await postQuote(page.request, 'Robin Review', riderPhone('528').national, {}, { 'X-Forwarded-For': '203.0.113.28' });
  await page.goto(`/quote-status/${quote.statusToken}`);
  await expect(page.getByText('Waiting for a provider')).toBeVisible();

  // The buyer, in a browser of their own, buys the lead and moves it along through the API their dashboard uses.
  const { page: providerPage } = await providerBrowser({ firstName: 'Rhea', lastName: 'Reviewed' });
  const bought = await providerPage.request.post(`/api/leads/${quote.id}/purchase`, {
    data: { buyerName: 'Rhea Reviewed', buyerPhone: '0400 111 222', buyerCompany: 'Rhea Transport' },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const purchaseId = ((await bought.json()) as { purchase: { id: number } }).purchase.id;

  // No 'Check now': the page asks again by itself every few seconds.
  await expect(page.getByText('They will call you shortly')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Your provider' })).toContainText('Rhea Transport');
  await expect(page.getByRole('region', { name: 'How did it go?' })).toHaveCount(0);

  await moveTo(providerPage.request, purchaseId, 'delivered');
  await expect(page.getByText('Your motorcycle has been delivered')).toBeVisible({ timeout: 15_000 });
  const review = page.getByRole('region', { name: 'How did it go?' });
  await expect(review).toBeVisible();
  await expectNoAxeViolations(page);

  // Stars by keyboard, as any radio group; a comment with a phone number in it.
  await review.getByRole('radio', { name: '3 stars' }).check();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(review.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await review.getByRole('textbox', { name: 'Comment (optional)' }).fill('Careful with my bike. Call me on 0412 345 678 for the next one');
  await review.getByRole('button', { name: 'Send review' }).click();
  await expect(review.getByRole('status')).toContainText('Thank you for your review. You can change it until');
  await expect(review.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue(/^Careful with my bike\. Call me on \[contact details removed\]/);

  // The buyer sees it on their dashboard's list (through the API) and cannot review themselves with their session.
  const theirs = (await (await providerPage.request.get('/api/provider-reviews')).json()) as { reviews: { rating: number; comment: string }[] };
  expect(theirs.reviews).toEqual([expect.objectContaining({ rating: 5, comment: expect.stringContaining('[contact details removed]') })]);

  // The rider closes the tab; on this device the request is found again on /get-quote.
  await page.close();
  const later = await context.newPage();
  await later.goto('/get-quote');
  const recent = later.getByRole('region', { name: 'Your recent requests' });
  await recent.getByRole('link', { name: `Job ${quote.jobReference}` }).click();
  await expect(later).toHaveURL(new RegExp(`/quote-status/${quote.statusToken}$`));
  await expect(later.getByRole('region', { name: 'How did it go?' }).getByRole('radio', { name: '5 stars' })).toBeChecked();
});

test.describe('the directory without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('when a visitor opens /find-providers, then the demo provider shows its average, count and latest reviews with its reply', async ({ page }) => {
    await page.goto('/find-providers');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Harbour City Moto Transport' }) });
    await expect(card).toContainText(/\d\.\d out of 5 from \d+ reviews/);
    const latest = card.getByRole('list', { name: 'Latest reviews of Harbour City Moto Transport' });
    await expect(latest.getByRole('listitem')).toHaveCount(3);
    await expect(latest).toContainText("Provider's reply: Thanks Benjamin");
  });
});
