import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../demo-accounts';
import { SIGN_IN_RETRY_MS, type Credentials } from '../sign-in';
import { toast } from './toast';

/** The admin panel at /admin (spec §2.9): its login form, its tabs and the token it keeps. */
export class AdminPanel {
  constructor(readonly page: Page) {}

  /** Signs in through the panel's own form (the seeded super admin by default) and waits for the overview. */
  async signIn(credentials = DEMO_ADMIN, path = '/admin'): Promise<void> {
    await this.page.goto(path);
    // Sent again after a 429: the other worker may be signing the demo admin in from this address at the same moment
    // (SIGN_IN_RETRY_MS says why).
    for (let attempt = 1; ; attempt++) {
      const answered = this.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/login');
      await this.submitLogin(credentials);
      if ((await answered).status() !== 429 || attempt === 10) break;
      await this.page.waitForTimeout(SIGN_IN_RETRY_MS);
    }
    await expect(toast(this.page, 'Welcome!')).toBeVisible();
  }

  /** Fills the login form already on the page and sends it (right or wrong: the caller checks the outcome). */
  async submitLogin(credentials: Credentials): Promise<void> {
    await this.page.getByRole('textbox', { name: /^Username/ }).fill(credentials.username);
    await this.page.getByLabel(/^Password/).fill(credentials.password);
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** The admin token the page keeps in local storage (for reading the API as the page does). */
  async token(): Promise<string> {
    const token = await this.page.evaluate(
      () => Object.entries(localStorage).find(([key]) => key.toLowerCase().includes('admintoken') && !key.toLowerCase().includes('expires'))?.[1],
    );
    expect(token, 'the admin token is kept in local storage').toBeTruthy();
    return token!;
  }
}
