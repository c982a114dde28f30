import type { Locator, Page } from '@playwright/test';
import type { Credentials } from '../sign-in';

/** The provider sign-in form at /login (spec §2.7): its fields by their accessible names. */
export class LoginForm {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
  }

  get username(): Locator {
    return this.page.getByRole('textbox', { name: /^Username/ });
  }

  get password(): Locator {
    return this.page.getByLabel(/^Password/);
  }

  /** Fills the form already on the page and presses Sign In (right or wrong: the caller checks the outcome). */
  async submit({ username, password }: Credentials): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }
}
