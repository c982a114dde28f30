import { expect, type Locator, type Page } from '@playwright/test';

/** The provider dashboard at /dashboard (spec §2.8): its tabs, the available lead cards and the purchased cards. */
export class Dashboard {
  constructor(readonly page: Page) {}

  /** The page's heading: the dashboard has rendered. */
  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Provider Dashboard' });
  }

  /** The live updates' status once the dashboard's code runs and is connected: the server-drawn page has hydrated. */
  get live(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^Live$/ });
  }

  /** Opens the dashboard and waits until it works: a click on the server-drawn page before it hydrates is not heard. */
  async open(path = '/dashboard'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
    await expect(this.live).toBeVisible();
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

  /** The purchase dialog of an available lead (spec §2.8). */
  get purchaseDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Purchase Lead' });
  }

  /** Clicks Purchase on the available lead's card showing `text`; answers the purchase dialog. */
  async openPurchase(text: string): Promise<Locator> {
    await this.leadCard(text).getByRole('button', { name: 'Purchase', exact: true }).click();
    return this.purchaseDialog;
  }

  /**
   * In the purchase dialog's 'Complete Purchase' panel (no Stripe key, or a price the credit or a code covers):
   * gives the phone and completes the purchase. Wait for the 'Lead Purchased Successfully!' toast after it.
   */
  async completeFallbackPurchase(phone = '0400111222'): Promise<void> {
    const dialog = this.purchaseDialog;
    await expect(dialog.getByRole('heading', { name: 'Complete Purchase' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Your phone' }).fill(phone);
    await dialog.getByRole('button', { name: 'Complete Purchase', exact: true }).click();
  }

  /** A purchased lead's card by its job reference (the target of /dashboard/leads/:jobRef). */
  linkedCard(jobReference: string): Locator {
    return this.page.locator(`#lead-${jobReference.toUpperCase()}`);
  }
}
