import { expect, test } from '../../support/fixtures';
import { readStoredLead } from '../../support/database';
import { riderPhone } from '../../support/rider-phone';

test.describe('a rider asks for a quote', () => {
  test('when a rider goes from the home page through the wizard, then the quote is stored and the success page shows', async ({ page, request, wizard }) => {
    const riderName = `Jess Nguyen ${Date.now()}`;
    await page.goto('/');
    const getQuote = page.getByRole('button', { name: 'Get My Free Quote' });
    await expect(getQuote).toBeDisabled();
    await page.getByRole('combobox', { name: /pickup/i }).or(page.getByRole('textbox', { name: /pickup/i })).first().fill('Parramatta NSW 2150');
    await expect(getQuote).toBeEnabled();
    await getQuote.click();

    await expect(page).toHaveURL(/\/get-quote\?pickupLocation=Parramatta/);
    await expect(page.getByText('Starting from Parramatta NSW 2150')).toBeVisible();
    await expect(wizard.heading('Transport Details')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // Next validates only the current step.
    await wizard.dropoff.fill('');
    await wizard.next();
    await expect(page.getByText('Drop-off location is required')).toBeVisible();
    await expect(page.getByText('Motorcycle make is required')).toHaveCount(0);

    await wizard.fillTransport('Fitzroy VIC 3065');
    await expect(page.getByLabel('Preferred pickup date')).toHaveCount(0);
    await page.getByRole('radio', { name: 'No, I have specific dates' }).check();
    await expect(page.getByLabel('Preferred pickup date')).toBeVisible();
    await page.getByRole('radio', { name: 'Yes, my dates are flexible' }).check();
    await wizard.next();

    await expect(wizard.heading('Motorcycle Details')).toBeVisible();
    await wizard.fillMotorcycle('Yamaha', 'MT-07');
    await wizard.next();

    await expect(wizard.heading('Your Information')).toBeVisible();
    await wizard.fillContact(riderName, riderPhone().national);
    const response = await wizard.submit();
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { id: number; jobReference: string; status: string };
    expect(created.status).toBe('available');

    await expect(page).toHaveURL(/\/quote-success$/);
    await expect(page.getByRole('heading', { name: 'Transport Quote Submitted!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Another Quote' })).toHaveAttribute('href', '/get-quote');

    const stored = await readStoredLead(request, created.id);
    expect(stored).toMatchObject({ customerName: riderName, pickupLocation: 'Parramatta NSW 2150', status: 'available' });
  });

  test("when a rider presses the browser's Back mid-wizard, then the step before shows with its answers, and Forward returns", async ({ page, wizard }) => {
    await wizard.open('Penrith NSW 2750');
    await wizard.fillTransport('Newcastle NSW 2300');
    await wizard.next();
    await expect(wizard.heading('Motorcycle Details')).toBeVisible();
    await expect(page).toHaveURL(/\/get-quote\?pickupLocation=Penrith.*&step=2$/);
    await wizard.fillMotorcycle('Kawasaki', 'Ninja 400');

    await page.goBack();
    await expect(wizard.heading('Transport Details')).toBeVisible();
    await expect(wizard.dropoff).toHaveValue('Newcastle NSW 2300');
    await page.goForward();
    await expect(wizard.heading('Motorcycle Details')).toBeVisible();
    await expect(wizard.textbox('Motorcycle make')).toHaveValue('Kawasaki');
  });
});
