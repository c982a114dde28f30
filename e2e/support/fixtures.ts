import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { DEMO_PROVIDER } from './demo-accounts';
import { AdminPanel } from './pages/admin-panel';
import { Dashboard } from './pages/dashboard';
import { LoginForm } from './pages/login-form';
import { QuoteWizard } from './pages/quote-wizard';
import { signIn, signUp, type NewAccount } from './sign-in';

export { expect } from '@playwright/test';

/** A provider signed up for this test and signed in on a page of a browser context of its own. */
export interface ProviderBrowser {
  account: NewAccount;
  page: Page;
  dashboard: Dashboard;
  context: BrowserContext;
}

export interface ProviderBrowserOptions {
  firstName?: string;
  lastName?: string;
  /** The context's options (e.g. another server's `baseURL`). */
  contextOptions?: BrowserContextOptions;
  /** Runs on the new context before its page opens (permissions, init scripts). */
  prepare?: (context: BrowserContext) => Promise<void>;
}

interface Fixtures {
  /** The quote wizard on the test's page. */
  wizard: QuoteWizard;
  /** The provider dashboard on the test's page. */
  dashboard: Dashboard;
  /** The admin panel on the test's page (signed out until `adminPanel.signIn()`). */
  adminPanel: AdminPanel;
  /** The provider sign-in form at /login on the test's page. */
  loginForm: LoginForm;
  /** A provider signed up for this test alone, signed in on the test's page. */
  newProvider: NewAccount;
  /** The seeded demo provider (purchases in every stage), signed in on the test's page. */
  demoProvider: typeof DEMO_PROVIDER;
  /**
   * Opens another browser (a context of its own, so its own session) with a provider signed up for this test and
   * signed in; closed after the test.
   */
  providerBrowser: (options?: ProviderBrowserOptions) => Promise<ProviderBrowser>;
}

/** The e2e tests' `test`: Playwright's, with the page objects and the signed-in pages as fixtures. */
export const test = base.extend<Fixtures>({
  wizard: async ({ page }, use) => use(new QuoteWizard(page)),
  dashboard: async ({ page }, use) => use(new Dashboard(page)),
  adminPanel: async ({ page }, use) => use(new AdminPanel(page)),
  loginForm: async ({ page }, use) => use(new LoginForm(page)),
  newProvider: async ({ page }, use) => use(await signUp(page.request, 'provider')),
  demoProvider: async ({ page }, use) => {
    await signIn(page, DEMO_PROVIDER);
    await use(DEMO_PROVIDER);
  },
  providerBrowser: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async ({ firstName, lastName, contextOptions, prepare } = {}) => {
      const context = await browser.newContext(contextOptions);
      contexts.push(context);
      await prepare?.(context);
      const page = await context.newPage();
      // Signup signs in: the session lands in this context alone.
      const account = await signUp(page.request, 'provider', firstName, lastName);
      return { account, page, dashboard: new Dashboard(page), context };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
