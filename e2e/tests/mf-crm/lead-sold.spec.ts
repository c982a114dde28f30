import { expect, test, type ProviderBrowserOptions } from '../../support/fixtures';
import { toast } from '../../support/pages/toast';
import { postQuote } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';

// Sold means gone (issue 14, ADR 0012): a lead bought by one provider leaves every other open dashboard without a
// reload, and a purchase dialog open on it says it has just been taken.

test('when one provider buys a lead, then a second provider with the dashboard open loses it from the list without a reload and their open dialog says it was taken', async ({
  providerBrowser,
}) => {
  /** A provider's dashboard in a browser context of its own (its own session cookie), with the live stream open. */
  const openDashboard = async (options?: ProviderBrowserOptions) => {
    const provider = await providerBrowser(options);
    await provider.dashboard.open();
    // The live stream is open: new leads and sales reach this page from here on.
    await expect(provider.page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
    return provider;
  };
  const first = await openDashboard();
  const second = await openDashboard();

  // A valid mobile of its own: '04' and 8 clock digits is not always an allocated range (400), and a repeat is merged.
  const { model } = await postQuote(first.page.request, 'Sasha Sold', riderPhone().national, {
    pickupLocation: 'Fremantle WA 6160',
    dropoffLocation: 'Joondalup WA 6027',
  });
  const leadCard = (provider: typeof first) => provider.dashboard.leadCard(`Ducati ${model}`);

  // The new lead reaches both open dashboards through the stream; its drive time comes from the distance.
  for (const provider of [first, second]) await expect(leadCard(provider)).toBeVisible();
  await expect(leadCard(second)).toContainText(/about \d+ min/);
  await expect(leadCard(second)).not.toContainText('4+ hours');

  // The second provider opens the purchase dialog; the first buys the lead meanwhile.
  const secondDialog = await second.dashboard.openPurchase(`Ducati ${model}`);
  await expect(secondDialog.getByRole('button', { name: 'Pay $25 with Card' })).toBeEnabled();

  const firstDialog = await first.dashboard.openPurchase(`Ducati ${model}`);
  await firstDialog.getByRole('button', { name: 'Pay $25 with Card' }).click();
  await first.dashboard.completeFallbackPurchase();
  await expect(toast(first.page, 'Lead Purchased Successfully!')).toBeVisible();

  await expect(secondDialog.getByRole('alert').filter({ hasText: 'This lead has just been purchased by another provider.' })).toBeVisible();
  await expect(secondDialog.getByRole('button', { name: 'Pay $25 with Card' })).toBeDisabled();
  await secondDialog.getByRole('button', { name: 'Back to leads' }).click();
  await expect(leadCard(second)).toHaveCount(0);
});
