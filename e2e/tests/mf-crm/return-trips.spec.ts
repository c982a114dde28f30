import { todayInSydney } from '@motohaul/contracts';
import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { postQuote } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';
import { toast } from '../../support/pages/toast';

// Return trips (issue 47 item 4): a provider adds a trip Melbourne to Brisbane from the dashboard, picking the places
// from the suggestions; a rider's lead along it is marked as fitting it on the Leads tab; the provider deletes the trip.

const day = (offset: number) => new Date(Date.parse(`${todayInSydney()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

test('when a provider adds a return trip, then a lead along it is marked as fitting it, and the trip can be deleted', async ({ page, newProvider }) => {
  expect(newProvider.username).toBeTruthy();
  const lead = await postQuote(page.request, 'Mia', riderPhone().national, { pickupLocation: 'Fitzroy VIC 3065', dropoffLocation: 'Brisbane City QLD 4000' });

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Return trips' }).click();
  await expect(page).toHaveURL(/\/dashboard\/trips$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Return trips' })).toBeVisible();
  await expect(page.getByText('No upcoming trips')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a trip' });
  await form.getByRole('combobox', { name: /From/ }).fill('Melbourne');
  await page.getByRole('option', { name: /Melbourne VIC 3000/ }).first().click();
  await form.getByRole('combobox', { name: /^To/ }).fill('Brisbane City');
  await page.getByRole('option', { name: /Brisbane City QLD 4000/ }).first().click();
  await form.getByLabel('Leaving on').fill(day(1));
  await form.getByLabel('Arriving by').fill(day(3));
  await form.getByRole('combobox', { name: 'Free space' }).selectOption('2');
  await form.getByRole('button', { name: 'Add trip' }).click();
  await expect(toast(page, 'Trip added')).toBeVisible();
  const trip = page.getByRole('region', { name: 'Upcoming trips' }).getByRole('listitem').filter({ hasText: 'Melbourne' });
  await expect(trip).toContainText(/2 free spaces · \d+ leads? for sale fits? it/);
  await expect(trip).not.toContainText('No lead for sale fits it yet');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  const card = page.getByRole('article', { name: `Ducati ${lead.model}` });
  await expect(card.getByText(/^Fits your trip to Brisbane City on \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible();

  await page.getByRole('link', { name: 'Return trips' }).click();
  await page.getByRole('button', { name: /^Delete the trip Melbourne to Brisbane City/ }).click();
  await expect(toast(page, 'Trip deleted')).toBeVisible();
  await expect(page.getByText('No upcoming trips')).toBeVisible();
});
