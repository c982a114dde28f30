import { expect, test } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../../api/src/test/fake-stripe/fake-stripe';
import { port } from '../support/e2e-env';
import { riderPhone } from '../support/rider-phone';
import { signIn } from '../support/sign-in';
import { startApiServer, type ApiServer } from '../support/start-api-server';

// The card path of the purchase dialog against the local fake Stripe (DESIGN §3). Stripe.js itself cannot load
// here (js.stripe.com is unreachable), so the card is confirmed on the fake, which posts the signed webhook; the
// dialog, waiting for payment confirmation, completes once the server has recorded the purchase.

const WEBHOOK_SECRET = 'whsec_e2e_card_payment_secret';
let fake: FakeStripe;
let server: ApiServer;

test.beforeAll(async () => {
  const serverPort = port + 1;
  fake = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${serverPort}/api/stripe/webhook`, webhookSecret: WEBHOOK_SECRET });
  server = await startApiServer(serverPort, {
    STRIPE_SECRET_KEY: 'sk_test_e2e_card_payment',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_card_payment',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

test('when a provider pays by card and the payment is confirmed, then the purchase completes from the webhook', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const id = Date.now().toString(36);
  const credentials = { username: `card-${id}`, password: 'provider-pass-1' };
  const signup = await page.request.post('/api/auth/provider/signup', {
    data: { ...credentials, firstName: 'Card', lastName: 'Payer', phone: '0400333444', email: `card-${id}@example.com`, companyName: `Card ${id}` },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const model = `CARD-${id}`;
  const quote = await page.request.post('/api/leads', {
    data: {
      customerName: 'Dana Cardholder',
      customerPhone: riderPhone('333').national,
      motorcycleMake: 'Triumph',
      motorcycleModel: model,
      canRollAndSteer: true,
      pickupLocation: 'Sydney NSW 2000',
      dropoffLocation: 'Bondi NSW 2026',
      timeframe: 'asap',
      isFlexibleDates: true,
    },
  });
  expect(quote.status()).toBe(201);
  await signIn(page, credentials);

  await page.goto('/dashboard');
  const card = page.getByRole('article').filter({ hasText: `Triumph ${model}` });
  await card.getByRole('button', { name: 'Purchase', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase Lead' });

  const intentResponse = page.waitForResponse((r) => r.url().endsWith('/api/create-payment-intent') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Pay $25 with Card' }).click();
  const intent = (await (await intentResponse).json()) as { paymentIntentId: string; amount: number };
  expect(intent.amount).toBe(2500);
  await expect(dialog).toContainText('Secure payment processing by a card provider');
  await expect(dialog).toContainText('Waiting for payment confirmation');
  // Offline, Stripe.js cannot load: the card form says so instead of spinning.
  await expect(dialog.getByText('The card form could not load')).toBeVisible({ timeout: 30_000 });

  await fake.confirm(intent.paymentIntentId);
  expect(fake.deliveries.at(-1)).toMatchObject({ paymentIntentId: intent.paymentIntentId, status: 200 });

  await expect(page.locator('.mh-toast').filter({ hasText: 'Lead Purchased Successfully!' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('tab', { name: /^Purchased/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Dana Cardholder' })).toBeVisible();
  await context.close();
});
