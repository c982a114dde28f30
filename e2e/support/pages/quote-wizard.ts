import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** The rider's 3-step quote wizard at /get-quote (spec §2.3): its fields by their accessible names, and its steps. */
export class QuoteWizard {
  constructor(readonly page: Page) {}

  /** Opens the wizard as the home page's pickup box does. */
  async open(pickupLocation: string): Promise<void> {
    await this.page.goto(`/get-quote?pickupLocation=${encodeURIComponent(pickupLocation)}`);
    await expect(this.heading('Transport Details')).toBeVisible();
  }

  heading(name: 'Transport Details' | 'Motorcycle Details' | 'Your Information'): Locator {
    return this.page.getByRole('heading', { name });
  }

  get dropoff(): Locator {
    return this.page.getByRole('combobox', { name: 'Delivery (drop-off) location', exact: true });
  }

  /** A text box of the wizard by its exact label ('Motorcycle make', 'Your name', 'Phone number', …). */
  textbox(name: string): Locator {
    return this.page.getByRole('textbox', { name, exact: true });
  }

  get nextButton(): Locator {
    return this.page.getByRole('button', { name: 'Next' });
  }

  get submitButton(): Locator {
    return this.page.getByRole('button', { name: 'Get Free Quote' });
  }

  async next(): Promise<void> {
    await this.nextButton.click();
  }

  /** Step 1: types the drop-off and closes the suggestions (the pickup came with the URL). */
  async fillTransport(dropoffLocation: string): Promise<void> {
    await this.dropoff.fill(dropoffLocation);
    await this.dropoff.press('Escape');
  }

  /** Step 2. */
  async fillMotorcycle(make: string, model: string): Promise<void> {
    await this.textbox('Motorcycle make').fill(make);
    await this.textbox('Motorcycle model').fill(model);
  }

  /** Step 3. */
  async fillContact(name: string, phone: string): Promise<void> {
    await this.textbox('Your name').fill(name);
    await this.textbox('Phone number').fill(phone);
  }

  /** Sends the quote and answers the POST /api/leads response it caused. */
  async submit(): Promise<Response> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST'),
      this.submitButton.click(),
    ]);
    return response;
  }

  /** Steps 1 to 3 with the given answers, up to (not including) the submit. */
  async fillAll(quote: { dropoffLocation: string; make: string; model: string; name: string; phone: string }): Promise<void> {
    await this.fillTransport(quote.dropoffLocation);
    await this.next();
    await expect(this.heading('Motorcycle Details')).toBeVisible();
    await this.fillMotorcycle(quote.make, quote.model);
    await this.next();
    await expect(this.heading('Your Information')).toBeVisible();
    await this.fillContact(quote.name, quote.phone);
  }
}
