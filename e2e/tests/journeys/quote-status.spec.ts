import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { toast } from '../../support/pages/toast';
import { postQuote, unique } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';

// The rider's status link (issue 15 item 4, ADR 0033): the success page gives a private link; its page follows the
// request from 'Waiting for a provider' to the buyer's company, phone and stage, in the rider's words.

test.describe('the rider status link', () => {
  test('when a rider sends a quote and a provider buys and works it, then the rider’s link shows each step', async ({ page, wizard, providerBrowser }) => {
    // The rider's whole journey and the provider's in one test (two axe checks, a purchase, two stage moves): it met
    // the 60 s bound in CI at its stage move.
    test.slow();
    const model = `Bonneville ${unique()}`;
    await wizard.open('Parramatta NSW 2150');
    await wizard.fillAll({ dropoffLocation: 'Penrith NSW 2750', make: 'Triumph', model, name: 'Jordan Status', phone: riderPhone('417').national });
    const response = await wizard.submit();
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { id: number; jobReference: string; statusToken: string };
    expect(created.statusToken).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // The success page: the private link, a copy button and a note to keep it private.
    await expect(page).toHaveURL(/\/quote-success$/);
    const follow = page.getByRole('region', { name: 'Follow Your Request' });
    await expect(follow).toContainText(created.jobReference);
    await expect(follow).toContainText('Keep it to yourself');
    const link = follow.getByRole('textbox', { name: 'Your status link' });
    await expect(link).toHaveValue(new RegExp(`/quote-status/${created.statusToken}$`));
    // The link names the lead by its token alone (a random token may contain the id's digits, so compare the path).
    expect(new URL(await link.inputValue()).pathname).toBe(`/quote-status/${created.statusToken}`);
    expect(created.statusToken).not.toBe(String(created.id));
    await follow.getByRole('button', { name: 'Copy link' }).click();
    // Its own status line (the section's 'Email me this link' form has one of its own).
    await expect(follow.getByRole('status').filter({ hasText: /Link copied\.|Could not copy/ })).toBeVisible();

    await follow.getByRole('link', { name: 'View Request Status' }).click();
    await expect(page).toHaveURL(new RegExp(`/quote-status/${created.statusToken}$`));
    await expect(page.getByText('Waiting for a provider')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Request details' })).toContainText(`Triumph ${model}`);
    await expect(page).toHaveTitle('Your Quote Request Status | MotoHaul');
    await expectNoAxeViolations(page);

    // A fresh load: the page's HTML is kept out of search results and sends no referrer.
    const pageResponse = await page.reload();
    expect(pageResponse?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByText('Waiting for a provider')).toBeVisible();

    // A provider, in a browser of their own, buys the lead through the dashboard.
    const { page: providerPage, dashboard } = await providerBrowser({ firstName: 'Casey', lastName: 'Carrier' });
    await dashboard.open();
    const dialog = await dashboard.openPurchase(`Triumph ${model}`);
    await dialog.getByRole('button', { name: 'Pay $25 with Card' }).click();
    await expect(dialog.getByRole('heading', { name: 'Complete Purchase' })).toBeVisible();
    await expect(dialog).toContainText('The rider sees your company and phone');
    await expect(dialog.getByRole('textbox', { name: 'Company' })).toHaveValue('Casey Transport');
    await dashboard.completeFallbackPurchase('0400 111 222');
    await expect(toast(providerPage, 'Lead Purchased Successfully!')).toBeVisible();

    // The rider checks: the provider's company, their phone and 'They will call you shortly'.
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect(page.getByText('They will call you shortly')).toBeVisible();
    const provider = page.getByRole('region', { name: 'Your provider' });
    await expect(provider).toContainText('Casey Transport');
    await expect(provider.getByRole('link', { name: 'Call 0400 111 222' })).toHaveAttribute('href', 'tel:0400111222');
    await expect(page.getByText('Casey Carrier')).toHaveCount(0);

    // The provider moves the stage; the rider's page says it in their words.
    await dashboard.tab('Purchased').click();
    const card = dashboard.purchaseCard('Jordan Status');
    await card.getByRole('combobox', { name: 'Sales stage' }).selectOption('called');
    await expect(toast(providerPage, 'Sales stage updated')).toBeVisible();
    await page.reload();
    await expect(page.getByText('The provider has called you')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your provider' })).toContainText('Casey Transport');

    await dashboard.tab('Called').click();
    await dashboard.purchaseCard('Jordan Status').getByRole('combobox', { name: 'Sales stage' }).selectOption('booked_in');
    await expect(toast(providerPage, 'Sales stage updated')).toBeVisible();
    await page.getByRole('button', { name: 'Check now' }).click();
    await expect(page.getByText('Your transport is booked')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('when a link opens nothing, then the page says it is not valid and offers a new quote', async ({ page }) => {
    await page.goto(`/quote-status/${'A'.repeat(32)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This status link is not valid' })).toBeVisible();
    await page.getByRole('region', { name: 'What to do' }).getByRole('link', { name: 'Get a Free Quote' }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
  });

  test('when a rider opens the status page on a phone (390 px), then it fits without sideways scrolling', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { statusToken } = await postQuote(request, 'Narrow Rider', riderPhone('390').national, {
      motorcycleMake: 'Kawasaki',
      motorcycleModel: `Ninja ${unique()}`,
    });
    await page.goto(`/quote-status/${statusToken}`);
    await expect(page.getByText('Waiting for a provider')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
