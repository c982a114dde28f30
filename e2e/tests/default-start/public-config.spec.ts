import { expect, test } from '@playwright/test';
import type { PublicConfig } from '@motohaul/contracts';

// The server of this project is `node scripts/start.mjs` with no variables: what a newcomer's `npm start` runs.

test('when the product is started with no variables, then it runs in demo mode', async ({ request }) => {
  const response = await request.get('/api/config/public');
  expect(response.status()).toBe(200);
  const config = (await response.json()) as PublicConfig;
  expect(config.appMode).toBe('demo');
});
