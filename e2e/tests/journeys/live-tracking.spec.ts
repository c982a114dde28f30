import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { postQuote } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';

// Live tracking (issue 47 item 2, ADR 0084): the buyer starts the trip of a booked job on their phone (a browser with
// a faked position), the rider's open status page shows where the motorcycle is by itself, and Delivered ends it.

test('when the buyer starts the trip of a booked job, then the rider’s page shows the motorcycle’s position until Delivered', async ({ page, providerBrowser }) => {
  test.setTimeout(120_000);
  const quote = await postQuote(page.request, 'Tara Tracked', riderPhone('547').national, { dropoffLocation: 'Newcastle NSW 2300' });
  await page.goto(`/quote-status/${quote.statusToken}`);
  await expect(page.getByText('Waiting for a provider')).toBeVisible();

  // The buyer's phone is near Gosford, on the way from Parramatta to Newcastle.
  const { page: phone, dashboard } = await providerBrowser({
    firstName: 'Trent',
    lastName: 'Trucker',
    contextOptions: { geolocation: { latitude: -33.4267, longitude: 151.3417, accuracy: 20 }, permissions: ['geolocation'], viewport: { width: 390, height: 844 } },
  });
  const bought = await phone.request.post(`/api/leads/${quote.id}/purchase`, { data: { buyerName: 'Trent Trucker', buyerPhone: '0400 111 547', buyerCompany: 'Trent Transport' } });
  expect(bought.status(), await bought.text()).toBe(201);
  const purchaseId = ((await bought.json()) as { purchase: { id: number } }).purchase.id;
  expect((await phone.request.patch(`/api/lead-purchases/${purchaseId}/sales-stage`, { data: { salesStage: 'booked_in' } })).status()).toBe(200);

  // On the booked job's card, 'Start trip' opens its trip page; starting it shares the phone's position.
  await dashboard.open();
  await dashboard.tab('Booked In').click();
  await dashboard.purchaseCard('Tara Tracked').getByRole('link', { name: /^Start trip/ }).click();
  await expect(phone).toHaveURL(new RegExp(`/dashboard/trip/${purchaseId}$`));
  await phone.getByRole('button', { name: 'Start trip' }).click();
  await expect(phone.getByText('Sharing your position with the rider')).toBeVisible();
  await expect(phone.getByText(/Last sent at .* \(accurate to about 20 m\)/)).toBeVisible();
  await expectNoAxeViolations(phone);

  // The rider's page follows by itself: the map, the age of the position and the arrival estimate.
  const where = page.getByRole('region', { name: 'Where your motorcycle is' });
  await expect(where).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Your motorcycle is on its way')).toBeVisible();
  await expect(where).toContainText(/Updated (just now|1 min ago)/);
  await expect(where).toContainText(/Arrival in about \d/);
  await expect(where.getByRole('img', { name: /Map of Australia with your motorcycle's last position/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Delivered ends the trip: the rider's page shows no position any more.
  await phone.getByRole('button', { name: 'Delivered' }).click();
  await expect(phone.getByText('Delivered: the trip has ended and your position is no longer shared.')).toBeVisible();
  await expect(page.getByText('Your motorcycle has been delivered')).toBeVisible({ timeout: 15_000 });
  await expect(where).toHaveCount(0);
});
