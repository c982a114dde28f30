import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { toast } from '../../support/pages/toast';
import { signUp } from '../../support/sign-in';

// Verified and insured providers (issue 28, ADR 0055): a new provider fills in their business details with the
// insurance certificate, an admin views the certificate in the Verification tab and approves, and the provider's page
// then shows the 'Verified' and 'Insured' badges.

/** A 1x1 PNG: the certificate's type is told from these bytes, not from the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('business details and their review', () => {
  test('when a provider submits their details and an admin approves them, then the provider is Verified and Insured', async ({ page, dashboard, adminPanel }) => {
    // A journey through two apps (the CRM, then the admin panel): three times the default time on a loaded machine.
    test.slow();
    const account = await signUp(page.request, 'provider', 'Vera', 'Verifier');
    const company = `Vera Transport`;

    // 1. The dashboard says what is missing to buy leads in live mode, and links to the page.
    await dashboard.open();
    const notice = page.getByRole('status').filter({ hasText: 'Only verified providers with current insurance can buy leads' });
    await expect(notice).toContainText('in live mode this purchase would be refused');
    await notice.getByRole('link', { name: 'Add them on your Business details page' }).click();
    await expect(page).toHaveURL(/\/dashboard\/business$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Business details' })).toBeVisible();

    // 2. A wrong ABN is refused on its field; the right one goes through with the certificate.
    const form = page.getByRole('form', { name: 'Business details' });
    await expect(form.getByRole('textbox', { name: /^Company name/ })).toHaveValue(company);
    await form.getByRole('textbox', { name: /^Business address/ }).fill('9 Dock Street, Newcastle NSW 2300');
    await form.getByRole('textbox', { name: /^ABN/ }).fill('51 824 753 557');
    await form.getByRole('textbox', { name: /^Insurer/ }).fill('Allianz Australia');
    await form.getByRole('textbox', { name: /^Policy number/ }).fill('ALZ-E2E-1');
    await form.getByRole('textbox', { name: /^Cover amount/ }).fill('20000000');
    await form.getByLabel(/^Expiry date/).fill('2099-06-30');
    await form.getByLabel('Insurance certificate').setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Save and submit for review' }).click();
    await expect(form.getByText('its check digits do not add up')).toBeVisible();
    await form.getByRole('textbox', { name: /^ABN/ }).fill('51 824 753 556');
    await form.getByRole('button', { name: 'Save and submit for review' }).click();
    await expect(toast(page, 'Business details saved')).toBeVisible();
    await expect(page.getByText('Waiting for an administrator to review your details and certificate.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your badges' })).toContainText('Not verified yet');
    await expectNoAxeViolations(page);

    // 3. The admin sees the submission with its certificate inline, and approves it.
    await adminPanel.signIn(undefined, '/admin/verification');
    await expect(adminPanel.tab('Verification')).toHaveAttribute('aria-selected', 'true');
    const submission = page.getByRole('list', { name: 'Submissions waiting for review' }).getByRole('listitem').filter({ hasText: account.email });
    await expect(submission).toContainText('51 824 753 556');
    await submission.getByRole('button', { name: 'View certificate' }).click();
    await expect(submission.getByRole('img', { name: `Insurance certificate of ${company}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await submission.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Approved')).toBeVisible();
    await expect(submission).toHaveCount(0);
    // The approved card went with its focused button: the keyboard is on the title of the submission now in its place,
    // or on the tab's panel when none is left, not on the page's body (issue 45 item 9, the shell's one mechanism).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('[aria-label="Submissions waiting for review"] li h3, #admin-panel-verification') ?? false))
      .toBe(true);

    // 4. The provider's page shows both badges.
    await page.goto('/dashboard/business');
    const badges = page.getByRole('list', { name: 'Your badges' });
    await expect(badges).toContainText('Verified');
    // Written as the dashboard writes dates (Chromium's en-AU says 'June', Node's ICU 'Jun').
    await expect(badges).toContainText(/Insured until 30 June? 2099/);
    await expect(page.getByText('Approved by an administrator.')).toBeVisible();

    // 5. On a phone the page fits its width.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('form', { name: 'Business details' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('the badges in the server-rendered directory', () => {
  test.use({ javaScriptEnabled: false });

  test('when a visitor opens /find-providers without JavaScript, then the demo provider shows Verified and Insured', async ({ page }) => {
    await page.goto('/find-providers?q=2150');
    const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Harbour City Moto Transport' }) });
    await expect(card.getByRole('list', { name: 'Checked by MotoHaul' })).toHaveText(/Verified\s*✓ Insured/);
  });
});
