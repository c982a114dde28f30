import type { LocalitiesResponse } from '@motohaul/contracts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { postQuote, unique } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';

// Issue 29 item 5 (ADR 0061): the available leads on a map of Australia, reached by keyboard, at 390 px; the admin's
// demand by state on the same map.

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test.use({ viewport: { width: 390, height: 844 } });

test('when a provider switches the Leads tab to Map, then a marker reached by keyboard opens the lead’s card and its purchase, at 390 px', async ({
  page,
  newProvider,
  dashboard,
  request,
}) => {
  expect(newProvider.username).toBeTruthy();
  // A base in Alice Springs, where no other spec quotes: 'In my area' holds the seeded lead there and this one.
  const found = await page.request.get('/api/localities?q=Alice Springs');
  const alice = ((await found.json()) as LocalitiesResponse).localities.find((place) => place.locality === 'Alice Springs' && place.state === 'NT');
  expect(alice).toBeDefined();
  const area = await page.request.patch('/api/auth/update-service-area', {
    data: { serviceLocation: 'Alice Springs NT 0870', serviceLatitude: alice!.latitude, serviceLongitude: alice!.longitude, serviceRadius: 100 },
  });
  expect(area.status(), await area.text()).toBe(200);
  const model = `Map-${unique()}`;
  await postQuote(request, 'Ruby Outback', riderPhone('433').national, {
    motorcycleMake: 'Triumph',
    motorcycleModel: model,
    pickupLocation: 'Alice Springs NT 0870',
    dropoffLocation: 'Darwin City NT 0800',
  });

  await dashboard.open();
  const switcher = page.getByRole('group', { name: 'Show leads as' });
  await expect(dashboard.leadCard(`Triumph ${model}`)).toBeVisible();
  await expect(switcher.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  const mapButton = switcher.getByRole('button', { name: 'Map' });
  await mapButton.focus();
  await page.keyboard.press('Enter');
  await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: /^Map of Australia with \d+ available leads? and your service area$/ })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  // Tab from Map to this lead's marker (the note on contact details, then the markers nearest first).
  const marker = page.getByRole('button', { name: `Triumph ${model}, Alice Springs NT 0870 to Darwin City NT 0800` });
  await expect(marker).toBeVisible();
  for (let presses = 0; presses < 12 && !(await marker.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(marker).toBeFocused();
  await page.keyboard.press('Enter');

  const card = dashboard.leadCard(`Triumph ${model}`);
  await expect(card).toBeFocused();
  await expect(card).toContainText('Alice Springs NT 0870');
  await expect(marker).toHaveAttribute('aria-current', 'true');
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Purchase', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dashboard.purchaseDialog).toBeVisible();
  await expect(dashboard.purchaseDialog).toContainText(`Triumph ${model}`);
});

test('when the admin opens the overview, then Demand by State shows the map, its legend and the table of every state, at 390 px', async ({ page, adminPanel }) => {
  await adminPanel.signIn();
  const section = page.getByRole('region', { name: 'Demand by State' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('img', { name: /^Map of Australia, leads by state coloured by share sold\. / })).toBeVisible();
  await expect(section.getByRole('list', { name: 'Share sold' })).toContainText('Under 25% sold');
  const table = section.getByRole('table', { name: 'Leads and sales by state, last 30 days' });
  for (const state of ['New South Wales', 'Victoria', 'Queensland', 'Western Australia', 'South Australia', 'Tasmania', 'Australian Capital Territory', 'Northern Territory']) {
    await expect(table.getByRole('rowheader', { name: state, exact: true })).toBeVisible();
  }
  await section.getByRole('combobox', { name: 'Period' }).selectOption('Last 12 months');
  await expect(section.getByRole('table', { name: 'Leads and sales by state, last 12 months' })).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
