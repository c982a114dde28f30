import { expect, test } from '@playwright/test';
import { readStoredLead } from '../support/database';
import { riderPhone } from '../support/rider-phone';

test.describe('a rider asks for a quote', () => {
  test('when a rider goes from the home page through the wizard, then the quote is stored and the success page shows', async ({ page, request }) => {
    const riderName = `Jess Nguyen ${Date.now()}`;
    await page.goto('/');
    const getQuote = page.getByRole('button', { name: 'Get My Free Quote' });
    await expect(getQuote).toBeDisabled();
    await page.getByRole('combobox', { name: /pickup/i }).or(page.getByRole('textbox', { name: /pickup/i })).first().fill('Parramatta NSW 2150');
    await expect(getQuote).toBeEnabled();
    await getQuote.click();

    await expect(page).toHaveURL(/\/get-quote\?pickupLocation=Parramatta/);
    await expect(page.getByText('Starting from Parramatta NSW 2150')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transport Details' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // Next validates only the current step.
    await page.getByRole('combobox', { name: 'Delivery (drop-off) location', exact: true }).fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Drop-off location is required')).toBeVisible();
    await expect(page.getByText('Motorcycle make is required')).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Delivery (drop-off) location', exact: true }).fill('Fitzroy VIC 3065');
    await page.getByRole('combobox', { name: 'Delivery (drop-off) location', exact: true }).press('Escape');
    await expect(page.getByLabel('Preferred pickup date')).toHaveCount(0);
    await page.getByRole('radio', { name: 'No, I have specific dates' }).check();
    await expect(page.getByLabel('Preferred pickup date')).toBeVisible();
    await page.getByRole('radio', { name: 'Yes, my dates are flexible' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Motorcycle Details' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Motorcycle make', exact: true }).fill('Yamaha');
    await page.getByRole('textbox', { name: 'Motorcycle model', exact: true }).fill('MT-07');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Your name', exact: true }).fill(riderName);
    await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(riderPhone().national);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Get Free Quote' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { id: number; jobReference: string; status: string };
    expect(created.status).toBe('available');

    await expect(page).toHaveURL(/\/quote-success$/);
    await expect(page.getByRole('heading', { name: 'Transport Quote Submitted!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Another Quote' })).toHaveAttribute('href', '/get-quote');

    const stored = await readStoredLead(request, created.id);
    expect(stored).toMatchObject({ customerName: riderName, pickupLocation: 'Parramatta NSW 2150', status: 'available' });
  });

  test('when the server refuses the quote, then the error notice shows and the form keeps its values', async ({ page }) => {
    await page.route('**/api/leads', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }));
    await page.goto('/get-quote?pickupLocation=Penrith%20NSW%202750');
    await page.getByRole('combobox', { name: 'Delivery (drop-off) location', exact: true }).fill('Newcastle NSW 2300');
    await page.getByRole('combobox', { name: 'Delivery (drop-off) location', exact: true }).press('Escape');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Motorcycle make', exact: true }).fill('Kawasaki');
    await page.getByRole('textbox', { name: 'Motorcycle model', exact: true }).fill('Ninja 400');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Sam Lee');
    await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('0498 765 432');
    await page.getByRole('button', { name: 'Get Free Quote' }).click();
    await expect(page.getByText('Failed to submit transport quote request. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/get-quote/);
    await expect(page.getByRole('textbox', { name: 'Your name', exact: true })).toHaveValue('Sam Lee');
    await expect(page.getByRole('button', { name: 'Get Free Quote' })).toBeEnabled();
  });

  test('when a rider types markup as a name, then it is stored and sent as plain text', async ({ request }) => {
    const hostile = '<img src=x onerror=alert(1)>';
    const response = await request.post('/api/leads', {
      data: { pickupLocation: 'Hobart TAS 7000', dropoffLocation: 'Launceston TAS 7250', motorcycleMake: 'Ducati', motorcycleModel: 'Monster', customerName: hostile, customerPhone: '0400 000 000' },
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const stored = await readStoredLead(request, id);
    expect(stored?.customerName).toBe(hostile);
  });
});
