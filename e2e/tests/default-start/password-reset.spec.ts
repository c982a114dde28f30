import { expectNoAxeViolations } from '../../support/axe';
import { DEMO_ADMIN } from '../../support/demo-accounts';
import { expect, test } from '../../support/fixtures';
import { signUp } from '../../support/sign-in';

// Issue 13 on the default start (`node scripts/start.mjs` with no variables: demo mode, no SMTP_URL): a provider
// who forgot the password is told where the mail is, a super admin reads it in the admin panel's Outbox, and the
// link in it sets a new password.

test('when a provider forgets the password on the default start, then the reset link is read in the admin Outbox and sets a new password', async ({ page, request, adminPanel, loginForm, dashboard }) => {
  // Through the `request` fixture: the page stays signed out.
  const { username, email, password } = await signUp(request, 'provider', 'Robin', 'Reset');

  // The provider asks for a link; the 'sent' screen says where a demo's mail is.
  await page.goto('/auth/forgot-password');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(/Sign in to the Admin Panel \(\/admin\) as a super admin and open the Outbox to read the reset link\./)).toBeVisible();

  // The demo super admin opens the Outbox and the message to that provider.
  await page.getByRole('link', { name: 'Admin Panel (/admin)' }).click();
  await adminPanel.submitLogin(DEMO_ADMIN);
  await adminPanel.tab('Outbox').click();
  // The new provider's email confirmation (ADR 0030) is in the Outbox too: the reset message is the one to read.
  const message = page
    .getByRole('list', { name: 'Emails' })
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: 'Reset your MotoHaul password' }) });
  await expect(message).toHaveCount(1);
  await expect(message.getByRole('heading', { name: 'Reset your MotoHaul password' })).toBeVisible();
  await expect(message.getByText('Queued', { exact: true })).toBeVisible();
  // The message opens from the keyboard (a native disclosure) and its link works.
  await message.getByText('Read message').focus();
  await page.keyboard.press('Enter');
  const link = message.getByRole('link', { name: /\/auth\/reset-password\?token=/ });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  // On a 390 px phone the message, its long link included, fits without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await link.click();

  // The link's page sets the new password, then the provider signs in with it (and not with the old one).
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill('second-pass-2');
  await page.getByLabel(/^Confirm password/).fill('second-pass-2');
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  // The success page moves on to /login by itself (RESET_REDIRECT_MS): waited for, not timed.
  await expect(page).toHaveURL(/\/login$/);

  const old = await request.post('/api/auth/login', { data: { username, password } });
  expect(old.status()).toBe(401);
  await loginForm.submit({ username, password: 'second-pass-2' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dashboard.heading).toBeVisible();
});
