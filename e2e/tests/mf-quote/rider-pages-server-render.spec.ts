import { expect, test } from '../../support/fixtures';
import { problemsOf } from '../../support/page-problems';
import { postQuote, unique } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';

// Issue 30 item 1 (ADR 0052): the pages a rider lands on arrive as HTML drawn by mf-quote's server bundle. The wizard's
// first step takes typing before its code has loaded and keeps it through hydration, in the fields and in the quote
// it sends; the success and status pages paint their heading from the HTML, the status page its status too (ADR 0062).

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('when a rider opens the wizard from the home page’s pickup entry, then its first step is there, prefilled, and keeps typing', async ({ page }) => {
    await page.goto('/get-quote?pickupLocation=Parramatta%20NSW%202150');
    await expect(page.getByRole('heading', { level: 1, name: 'Get Your Free Transport Quote' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transport Details' })).toBeVisible();
    await expect(page.getByText('Starting from Parramatta NSW 2150')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Parramatta NSW 2150');
    const dropoff = page.getByRole('combobox', { name: 'Delivery (drop-off) location', exact: true });
    await dropoff.fill('Penrith NSW 2750');
    await expect(dropoff).toHaveValue('Penrith NSW 2750');
    await expect(page.locator('[data-remote="mf_quote"]')).toBeVisible();
  });

  test('when a rider opens the success page or a status link, then its heading is in the HTML', async ({ page, request }) => {
    await page.goto('/quote-success');
    await expect(page.getByRole('heading', { level: 1, name: 'Transport Quote Submitted!' })).toBeVisible();
    const { statusToken } = await postQuote(request, 'Sam Static', riderPhone('301').national);
    await page.goto(`/quote-status/${statusToken}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Quote Request' })).toBeVisible();
    // The request's status arrives with the HTML (ADR 0062): it paints before any script runs.
    await expect(page.getByRole('status')).toHaveText('Waiting for a provider');
    await expect(page.getByRole('list', { name: 'Request details' })).toContainText('Ducati');
  });
});

test.describe('with JavaScript', () => {
  test('when a rider opens each of their pages, then it hydrates without an error or a warning', async ({ page, request }) => {
    const { statusToken } = await postQuote(request, 'Sam Hydrate', riderPhone('302').national);
    for (const path of ['/get-quote?pickupLocation=Parramatta', '/quote-success', `/quote-status/${statusToken}`]) {
      const problems = problemsOf(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(await response?.text()).toContain('data-remote="mf_quote"');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems, path).toEqual([]);
    }
    await expect(page.getByText('Waiting for a provider')).toBeVisible();
  });

  test('when a rider fills the first step before the wizard’s code has loaded, then the quote sent carries what they entered', async ({ page }) => {
    // mf-quote's code is held back until the rider has typed into the server's markup.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/mf-quote/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    const problems = problemsOf(page);
    await page.goto('/get-quote?pickupLocation=Parramatta%20NSW%202150');
    const dropoff = page.getByRole('combobox', { name: 'Delivery (drop-off) location', exact: true });
    await dropoff.fill('Penrith NSW 2750');
    await page.getByRole('combobox', { name: 'When do you need transport?' }).selectOption('asap');
    await page.getByRole('radio', { name: 'No, I have specific dates' }).check();
    // Until the code runs, Next waits (a click would send the form away unchecked).
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();

    release();
    await expect(next).toBeEnabled();
    // The wizard's state has the choice: it shows the date pickers of specific dates.
    await expect(page.getByLabel('Preferred pickup date')).toBeVisible();
    await expect(dropoff).toHaveValue('Penrith NSW 2750');
    await dropoff.press('Escape');
    await next.click();
    await expect(page.getByRole('heading', { name: 'Motorcycle Details' })).toBeVisible();
    const model = `MT-07 ${unique()}`;
    await page.getByRole('textbox', { name: 'Motorcycle make', exact: true }).fill('Yamaha');
    await page.getByRole('textbox', { name: 'Motorcycle model', exact: true }).fill(model);
    await next.click();
    await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Robin Early');
    await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(riderPhone('303').national);
    const [sent] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/leads') && request.method() === 'POST'),
      page.getByRole('button', { name: 'Get Free Quote' }).click(),
    ]);
    expect(sent.postDataJSON()).toMatchObject({
      pickupLocation: 'Parramatta NSW 2150',
      dropoffLocation: 'Penrith NSW 2750',
      timeframe: 'asap',
      isFlexibleDates: false,
      motorcycleModel: model,
    });
    await expect(page.getByRole('heading', { name: 'Transport Quote Submitted!' })).toBeVisible();

    // Back from the success page returns to the last step's address: the quote sent is not kept, so step 1 opens
    // empty, with no step marked completed.
    await page.goBack();
    await expect(page).toHaveURL(/\/get-quote\?.*step=3$/);
    await expect(page.getByRole('heading', { name: 'Transport Details' })).toBeVisible();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(page.getByText('(completed)')).toHaveCount(0);
    await expect(dropoff).toHaveValue('');
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Transport Quote Submitted!' })).toBeVisible();

    // 'Get Another Quote' starts afresh at the first step: nothing of the quote sent is kept, not even its last step.
    await page.getByRole('link', { name: 'Get Another Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Transport Details' })).toBeVisible();
    await expect(page).toHaveURL(/\/get-quote$/);
    await expect(dropoff).toHaveValue('');
    expect(problems).toEqual([]);
  });
});
