import { test as base } from '@playwright/test';
import { DEMO_PROVIDER } from './demo-accounts';
import { AdminPanel } from './pages/admin-panel';
import { Dashboard } from './pages/dashboard';
import { QuoteWizard } from './pages/quote-wizard';
import { signIn, signUp, type NewAccount } from './sign-in';

export { expect } from '@playwright/test';

interface Fixtures {
  /** The quote wizard on the test's page. */
  wizard: QuoteWizard;
  /** The provider dashboard on the test's page. */
  dashboard: Dashboard;
  /** The admin panel on the test's page (signed out until `adminPanel.signIn()`). */
  adminPanel: AdminPanel;
  /** A provider signed up for this test alone, signed in on the test's page. */
  newProvider: NewAccount;
  /** The seeded demo provider (purchases in every stage), signed in on the test's page. */
  demoProvider: typeof DEMO_PROVIDER;
}

/** The e2e tests' `test`: Playwright's, with the page objects and the signed-in pages as fixtures. */
export const test = base.extend<Fixtures>({
  wizard: async ({ page }, use) => use(new QuoteWizard(page)),
  dashboard: async ({ page }, use) => use(new Dashboard(page)),
  adminPanel: async ({ page }, use) => use(new AdminPanel(page)),
  newProvider: async ({ page }, use) => use(await signUp(page.request, 'provider')),
  demoProvider: async ({ page }, use) => {
    await signIn(page, DEMO_PROVIDER);
    await use(DEMO_PROVIDER);
  },
});
