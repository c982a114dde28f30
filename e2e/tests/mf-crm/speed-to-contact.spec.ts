import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { DEMO_TEAM_MEMBER } from '../../support/demo-accounts';
import { toast } from '../../support/pages/toast';
import { signIn, signUp } from '../../support/sign-in';

// Speed to contact (issue 15 item 2, ADR 0034): each purchased card shows how long it waited for 'Called', a lead
// bought more than 2 hours ago and not called is flagged (seen and heard), and the dashboard shows the median time
// to first call. The seeded demo pipeline sets the dates: 'Oscar Allen' was bought 27 hours ago and is still at
// Purchased; every lead past it was called 4 hours after its purchase (api/src/db/seed/demo-pipeline.ts).

test.describe('speed to contact', () => {
  test('when the demo provider opens the dashboard, then a lead bought over 2 hours ago and not called is flagged, a called one says when, and the median shows', async ({ page, demoProvider, dashboard }) => {
    expect(demoProvider.username).toBe('demo-provider');
    await dashboard.open();
    const median = page.getByRole('region', { name: 'Median time to first call' });
    await expect(median).toContainText('4 h');
    await expect(median).toContainText(/over \d+ called leads bought at any time/);

    await dashboard.tab('Purchased').click();
    const waiting = dashboard.purchaseCard('Oscar Allen');
    const badge = waiting.locator('[data-call-overdue]');
    // Seen: a badge with an icon, not only a colour; heard: 'Call overdue:' is read before it.
    await expect(badge).toBeVisible();
    await expect(badge.locator('[aria-hidden="true"]')).toBeVisible();
    await expect(badge).toContainText(/Call overdue: Not called yet — 1 d \d+ h/);
    await expect(waiting.getByText('Call overdue:')).toHaveClass(/mh-visually-hidden/);
    await expectNoAxeViolations(page);

    await dashboard.tab('Called').click();
    const called = dashboard.purchaseCard('Ethan Young');
    await expect(called).toContainText('Called after 4 h');
    await expect(called.locator('[data-call-overdue]')).toHaveCount(0);
  });

  test('when the date filter leaves out every called lead, then the median says No calls yet', async ({ page, demoProvider, dashboard }) => {
    expect(demoProvider.username).toBe('demo-provider');
    await dashboard.open();
    await page.getByRole('combobox', { name: 'Show leads from' }).selectOption('custom');
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2020-01-01');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2020-01-31');
    const median = page.getByRole('region', { name: 'Median time to first call' });
    await expect(median).toContainText('No calls yet');
    await expect(median).toContainText('None of the leads bought from 2020-01-01 to 2020-01-31 has been moved to Called yet.');
  });

  test('when a team member opens the dashboard, then they see their owner’s median', async ({ page, dashboard }) => {
    await signIn(page, DEMO_TEAM_MEMBER);
    await dashboard.open();
    await expect(page.getByRole('region', { name: 'Median time to first call' })).toContainText('4 h');
  });

  test('when a new provider adds a lead and moves it to Called, then the card and the median follow', async ({ page, dashboard }) => {
    await signUp(page.request, 'provider', 'Speedy', 'Caller');
    await dashboard.open();
    const median = page.getByRole('region', { name: 'Median time to first call' });
    await expect(median).toContainText('No calls yet');

    await page.getByRole('banner').getByRole('button', { name: 'Add Lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Lead to CRM' });
    await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Quick Callback');
    await dialog.getByRole('textbox', { name: 'Customer phone' }).fill('0455 000 222');
    await dialog.getByRole('textbox', { name: 'Vehicle make' }).fill('Honda');
    await dialog.getByRole('textbox', { name: 'Vehicle model' }).fill('CB500X');
    await dialog.getByRole('textbox', { name: 'Preferred location' }).fill('Bondi NSW 2026');
    await dialog.getByRole('button', { name: 'Add Lead' }).click();
    await expect(toast(page, 'Lead added successfully')).toBeVisible();

    await dashboard.tab('Purchased').click();
    const card = dashboard.purchaseCard('Quick Callback');
    await expect(card).toContainText('Not called yet — less than 1 min');
    await expect(card.locator('[data-call-overdue]')).toHaveCount(0);

    await card.getByRole('combobox', { name: 'Sales stage' }).selectOption('called');
    await expect(toast(page, 'Sales stage updated')).toBeVisible();
    await dashboard.tab('Called').click();
    await expect(dashboard.purchaseCard('Quick Callback')).toContainText('Called after less than 1 min');
    await expect(median).toContainText('less than 1 min');
    await expect(median).toContainText('over 1 called lead bought at any time');
  });
});
