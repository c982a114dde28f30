import { startFakeStripe, type FakeStripe } from '../../../api/src/test/fake-stripe/fake-stripe';
import { port } from '../../support/e2e-env';
import { expect, test } from '../../support/fixtures';
import { toast } from '../../support/pages/toast';
import { postQuote } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';
import { startApiServer, type ApiServer } from '../../support/start-api-server';

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

test('when a provider pays by card and the payment is confirmed, then the purchase completes from the webhook', async ({ providerBrowser }) => {
  test.setTimeout(120_000);
  const { page, dashboard } = await providerBrowser({ firstName: 'Card', lastName: 'Payer', contextOptions: { baseURL: server.url } });
  const { model } = await postQuote(page.request, 'Dana Cardholder', riderPhone('333').national, {
    motorcycleMake: 'Triumph',
    motorcycleModel: `CARD-${Date.now().toString(36)}`,
    pickupLocation: 'Sydney NSW 2000',
    dropoffLocation: 'Bondi NSW 2026',
    timeframe: 'asap',
  });

  await dashboard.open();
  const dialog = await dashboard.openPurchase(`Triumph ${model}`);

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

  await expect(toast(page, 'Lead Purchased Successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await dashboard.tab('Purchased').click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Dana Cardholder' })).toBeVisible();
});
