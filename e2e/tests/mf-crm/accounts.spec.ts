import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { readLatestMail, resetLinkOf } from '../../support/mailbox';
import { Dashboard } from '../../support/pages/dashboard';
import { LoginForm } from '../../support/pages/login-form';
import { signUp, uniqueName } from '../../support/sign-in';

const banner = (page: Page) => page.getByRole('banner');
const accountMenu = (page: Page) => banner(page).getByRole('button', { name: /account menu/ });
const toast = (page: Page, title: string) => page.getByRole('region', { name: 'Notifications' }).getByText(title, { exact: true });

test.describe('accounts', () => {
  test('when a visitor registers as a provider, then a full page load lands them signed in on /dashboard', async ({ page, dashboard }) => {
    const username = uniqueName('signup');
    await page.goto('/provider-signup');
    await expect(page.getByRole('heading', { name: 'Provider Registration' })).toBeVisible();
    await page.getByRole('textbox', { name: /^First name/ }).fill('Regan');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Rider');
    await page.getByRole('textbox', { name: /^Company name/ }).fill('Regan Moto Freight');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('0412 345 678');
    await page.getByRole('textbox', { name: /^Email/ }).fill(`${username}@example.com`);
    await page.getByRole('textbox', { name: /^Username/ }).fill(username);
    await page.getByLabel(/^Password/).fill('secret-123');
    const fullLoad = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await fullLoad;
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(dashboard.heading).toBeVisible();
    await expect(accountMenu(page)).toContainText('Regan Rider');
    await expect(accountMenu(page)).toContainText('Provider');
  });

  test('when the password is wrong, then an alert says so; the right one signs in with a toast', async ({ page, request, loginForm }) => {
    const provider = await signUp(request, 'provider', 'Lena');
    await loginForm.open();
    await loginForm.submit({ username: provider.username, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toHaveText('');
    await expect(page).toHaveURL(/\/login$/);

    await loginForm.submit(provider);
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(accountMenu(page)).toContainText('Lena Tester');
  });

  test('when a provider forgets the password, then the emailed link sets a new one and only the new one works', async ({ page, request, loginForm }) => {
    const provider = await signUp(request, 'provider', 'Fern');
    await loginForm.open();
    await page.getByRole('link', { name: 'Forgot your password?', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password', exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();

    await page.getByRole('textbox', { name: /^Email/ }).fill(provider.email);
    await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

    // A new provider also gets the email confirmation (ADR 0030): the reset mail is read by its subject.
    const resetLink = new URL(resetLinkOf(await readLatestMail(provider.email, { subject: 'Reset your MotoHaul password' })));
    await page.goto(`${resetLink.pathname}${resetLink.search}`);

    await page.getByLabel(/^New password/).fill('brand-new-1');
    await page.getByLabel(/^Confirm password/).fill('brand-new-2');
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();
    await page.getByLabel(/^Confirm password/).fill('brand-new-1');
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
    // The success page moves on to /login by itself (RESET_REDIRECT_MS): waited for, not timed.
    await expect(page).toHaveURL(/\/login$/);

    const old = await request.post('/api/auth/login', { data: { username: provider.username, password: provider.password } });
    expect(old.status()).toBe(401);
    await loginForm.submit({ username: provider.username, password: 'brand-new-1' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(accountMenu(page)).toContainText('Fern Tester');
  });

  test('when an owner adds a team member, then the member signs in with CRM-only access and no Leads tab', async ({ page, browser, dashboard, newProvider: _owner }) => {
    await dashboard.open();
    await page.getByRole('button', { name: 'Team Management', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Team Management' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/No team members yet/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^First name/ })).toBeFocused();

    const member = { username: uniqueName('member'), password: 'member-123' };
    await dialog.getByRole('textbox', { name: /^First name/ }).fill('Tam');
    await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Member');
    await dialog.getByRole('textbox', { name: /^Username/ }).fill(member.username);
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(`${member.username}@example.com`);
    await dialog.getByLabel(/^Password/).fill(member.password);
    await dialog.getByRole('button', { name: 'Add Team Member', exact: true }).click();
    await expect(toast(page, 'Team member added')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Your team' })).toContainText('Tam Member');
    await expect(dialog.getByRole('textbox', { name: /^First name/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Team Management', exact: true })).toBeFocused();

    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const memberLogin = new LoginForm(memberPage);
    await memberLogin.open();
    await memberLogin.submit(member);
    await expect(memberPage).toHaveURL(/\/dashboard$/);
    const memberDashboard = new Dashboard(memberPage);
    await expect(memberDashboard.tab('Purchased')).toBeVisible();
    await expect(memberPage.getByRole('tab', { name: /^Leads/ })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: 'Team Management', exact: true })).toHaveCount(0);
    await expect(accountMenu(memberPage)).toContainText('Tam Member');

    // The owner removes the member: the member can no longer sign in.
    await page.getByRole('button', { name: 'Team Management', exact: true }).click();
    await dialog.getByRole('button', { name: 'Remove Tam Member', exact: true }).click();
    await dialog.getByRole('group', { name: 'Remove Tam Member?' }).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(toast(page, 'Team member removed')).toBeVisible();
    await expect(dialog.getByText(/No team members yet/)).toBeVisible();
    const refused = await memberContext.request.post('/api/auth/login', { data: member });
    expect(refused.status()).toBe(401);
    await memberContext.close();
  });

  test('when the stored admin token no longer works, then the first admin call brings the login form back', async ({ page }) => {
    await page.goto('/admin');
    await page.evaluate(() => {
      localStorage.setItem('motohaul.adminToken', 'not-a-valid-token');
      localStorage.setItem('motohaul.adminTokenExpiresAt', new Date(Date.now() + 3_600_000).toISOString());
    });
    // Looked for from the response on: the toast lasts 5 s, and a loaded machine can take longer to fire 'load'.
    await page.reload({ waitUntil: 'commit' });
    await expect(toast(page, 'Session Expired')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('motohaul.adminToken'))).toBeNull();
  });

  test('when the account pages are checked with axe, then they have no WCAG 2.1 AA violations', async ({ page }) => {
    for (const [path, heading] of [
      ['/login', 'Provider Login'],
      ['/provider-signup', 'Provider Registration'],
      ['/auth/forgot-password', 'Forgot Password'],
      ['/auth/reset-password?token=abc', 'Reset Password'],
      ['/admin', 'Admin Login'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // The form with its errors showing, and the dialog, too.
    await page.goto('/provider-signup');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.getByText('First name is required', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('when the Team Management dialog is open, then axe finds no WCAG 2.1 AA violations', async ({ page, dashboard, newProvider: _owner }) => {
    await dashboard.open();
    await page.getByRole('button', { name: 'Team Management', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Team Management' }).getByText(/No team members yet/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('when the account pages and the team dialog are used 390 px wide, then nothing scrolls sideways', async ({ page, dashboard }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const noSideScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const [path, heading] of [
      ['/login', 'Provider Login'],
      ['/provider-signup', 'Provider Registration'],
      ['/auth/forgot-password', 'Forgot Password'],
      ['/auth/reset-password?token=abc', 'Reset Password'],
      ['/admin', 'Admin Login'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await noSideScroll();
    }
    await signUp(page.request, 'provider', 'Nina');
    await dashboard.open();
    await page.getByRole('button', { name: 'Team Management', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Team Management' });
    await expect(dialog.getByText(/No team members yet/)).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });

  test('when a signed-in provider opens /login, then they are sent to /dashboard', async ({ page, demoProvider, loginForm }) => {
    expect(demoProvider.username).toBe('demo-provider');
    await loginForm.open();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
