import { expect, type Locator, type Page } from '@playwright/test';

/** The provider dashboard at /dashboard (spec §2.8): its tabs, the available lead cards and the purchased cards. */
export class Dashboard {
  constructor(readonly page: Page) {}

  async open(path = '/dashboard'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: 'Provider Dashboard' })).toBeVisible();
  }

  /** A pipeline tab by its name, whatever its count ('Leads', 'Purchased 2', …). */
  tab(name: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}\\s*\\d*$`) });
  }

  /** An available lead's card by the text it shows (e.g. the motorcycle). */
  leadCard(text: string): Locator {
    return this.page.getByRole('article').filter({ hasText: text });
  }

  /** A purchased lead's card in the open tab, by the customer's name in its heading. */
  purchaseCard(customer: string): Locator {
    return this.page.getByRole('tabpanel').getByRole('article').filter({ has: this.page.getByRole('heading', { name: customer, exact: true }) });
  }

  /** A purchased lead's card by its job reference (the target of /dashboard/leads/:jobRef). */
  linkedCard(jobReference: string): Locator {
    return this.page.locator(`#lead-${jobReference.toUpperCase()}`);
  }
}
