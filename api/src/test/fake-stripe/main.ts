import { startFakeStripe } from './fake-stripe';

// The fake Stripe API on its own, for end-to-end runs:
//   tsx api/src/test/fake-stripe/main.ts [port]
// Env: FAKE_STRIPE_PORT (default 12111), FAKE_STRIPE_WEBHOOK_URL + STRIPE_WEBHOOK_SECRET (send
// payment_intent.succeeded events there on confirm). Point the API at it with STRIPE_API_URL.

const port = Number(process.argv[2] ?? process.env.FAKE_STRIPE_PORT ?? 12111);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${process.argv[2] ?? process.env.FAKE_STRIPE_PORT}`);
  process.exit(1);
}

const fake = await startFakeStripe({
  port,
  webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL || undefined,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || undefined,
});
console.info(`Fake Stripe listening on ${fake.url}`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
