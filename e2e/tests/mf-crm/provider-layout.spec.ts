import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { postQuote } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';
import { signUp } from '../../support/sign-in';

// Issue 27, Providers: the backup reminder covered 'Clear Filter' and the median card at 1280 px and was clipped at
// 390 px; the Performance page scrolled sideways at 390 px (1063 px wide) once a month had no booked leads.

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`when the backup reminder appears on a ${viewport.name} (${viewport.width} px), then it covers neither Clear Filter nor the median card and fits the page`, async ({
    page,
    demoProvider,
    dashboard,
  }) => {
    expect(demoProvider.username).toBe('demo-provider');
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await dashboard.open();
    const reminder = page.getByRole('dialog', { name: 'Back up your CRM data' });
    await expect(reminder).toBeVisible();
    const box = await boxOf(reminder);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(overlaps(box, await boxOf(page.getByRole('button', { name: 'Clear Filter' })))).toBe(false);
    expect(overlaps(box, await boxOf(page.getByRole('region', { name: 'Median time to first call' })))).toBe(false);
    for (const name of ['Export Data', 'Dismiss']) {
      const button = await boxOf(reminder.getByRole('button', { name }));
      expect(button.x, name).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width, name).toBeLessThanOrEqual(viewport.width);
    }
    // It spans the toolbar's row: no empty block beside it (issue 45 item 15; right-aligned at 28rem it left one).
    // The toolbar's Add Lead (the page's last; the first is in the compact 'Dashboard actions' bar).
    const addLead = await boxOf(page.locator('#main').getByRole('button', { name: 'Add Lead' }).last());
    expect(Math.abs(box.x - addLead.x)).toBeLessThanOrEqual(1);
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
  });
}

test('when a month has no booked lead, then the Performance page at 390 px does not scroll sideways', async ({ page }) => {
  await signUp(page.request, 'provider', 'Nora', 'Notbooked');
  const lead = await postQuote(page.request, 'Layout Unbooked', riderPhone('391').national);
  const bought = await page.request.post(`/api/leads/${lead.id}/purchase`, { data: { buyerName: 'Nora Notbooked', buyerPhone: '0400111333' } });
  expect(bought.status(), await bought.text()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/performance');
  await expect(page.getByRole('heading', { name: 'Performance', level: 1 })).toBeVisible();
  // No booked lead: the cost per booked job is none (a dash, and 'none' for a screen reader).
  await expect(page.getByRole('table').getByRole('row', { name: /^Total/ }).getByRole('cell').last()).toHaveText('—none');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
