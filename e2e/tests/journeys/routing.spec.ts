import { expect, test } from '../../support/fixtures';
import { sitePage } from '../../support/site-pages';

// The shell's data router (issue 16, ADR 0009): route parameters (a lead's own link, an admin tab's URL), scroll
// restoration, and the guard on leaving a form with unsaved changes. The web's plumbing (issue 17, ADR 0025): the
// status of a path, the page's head in the served HTML and in step on navigation, the icons.

interface Purchase {
  leadId: number;
  jobReference: string | null;
  salesStage: string;
}

const STAGE_TAB: Record<string, string> = {
  purchased: 'Purchased',
  called: 'Called',
  booked_in: 'Booked In',
  picked_up: 'Picked Up',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  invoice_paid: 'Paid',
  declined: 'Declined',
  finalised: 'Finalised',
};

test.describe('routing', () => {
  test('a pasted /dashboard/leads/:jobRef opens the stage tab of that lead with its card in view', async ({ page, demoProvider, dashboard }) => {
    const response = await page.request.get('/api/my-purchased-leads');
    expect(response.status()).toBe(200);
    const purchases = (await response.json()) as Purchase[];
    // A lead in a later stage: the dashboard would otherwise open on another tab.
    const purchase = purchases.find((p) => p.salesStage !== 'purchased' && STAGE_TAB[p.salesStage]);
    expect(purchase, `${demoProvider.username} has a lead past Purchased`).toBeTruthy();
    const jobRef = purchase!.jobReference ?? `MT-${purchase!.leadId}`;

    await dashboard.open(`/dashboard/leads/${jobRef.toLowerCase()}`);
    const tabName = `${STAGE_TAB[purchase!.salesStage]}`;
    await expect(page.getByRole('tab', { name: new RegExp(`^${tabName}`) })).toHaveAttribute('aria-selected', 'true');
    const card = dashboard.linkedCard(jobRef);
    await expect(card).toHaveAttribute('data-linked', 'true');
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
  });

  test('each admin tab has its own URL: a link opens it, a click changes it, Back returns', async ({ page, adminPanel }) => {
    await adminPanel.signIn();
    await expect(adminPanel.tab('Overview')).toHaveAttribute('aria-selected', 'true');

    await adminPanel.tab('Providers').click();
    await expect(page).toHaveURL(/\/admin\/providers$/);
    await expect(adminPanel.tab('Providers')).toHaveAttribute('aria-selected', 'true');

    await page.goto('/admin/outbox');
    await expect(adminPanel.tab('Outbox')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/providers$/);
    await expect(adminPanel.tab('Providers')).toHaveAttribute('aria-selected', 'true');
  });

  test('a new page starts at the top, and Back restores where the reader was', async ({ page }) => {
    await page.goto('/for-providers');
    // The footer is the shell's and shows before the page's remote has rendered: scroll once the page is tall.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(200);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Provider Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Provider Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test('an unknown path answers 404 and shows the not-found page; a public page is served with its sharing tags', async ({ page }) => {
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('404 Page Not Found | MotoHaul');

    const { title } = sitePage('/for-providers');
    const found = await page.goto('/for-providers');
    expect(found?.status()).toBe(200);
    // What a crawler reads, before any script runs.
    expect(await found!.text()).toContain(`<meta property="og:title" content="${title}" />`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/for-providers$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');

    // A page that is not public: its own title and description, no sharing tags.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Provider Sign In' }).click();
    await expect(page).toHaveTitle(sitePage('/login').title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', sitePage('/login').description);
    await expect(page.locator('meta[property^="og:"]')).toHaveCount(0);

    const icon = await page.request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/(?:x-icon|vnd\.microsoft\.icon)/);
  });

  test('leaving a form with unsaved changes asks first: Stay keeps the input, Leave goes', async ({ page }) => {
    await page.goto('/provider-signup');
    const firstName = page.getByRole('textbox', { name: /First name/ });
    await firstName.fill('Petra');

    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/provider-signup$/);
    await expect(firstName).toHaveValue('Petra');

    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeVisible();
  });
});
