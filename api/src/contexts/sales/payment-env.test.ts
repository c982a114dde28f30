import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';

const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars!!' };

describe('payment settings in the environment', () => {
  it('when no Stripe key is set, then the fallback purchase is on outside production and off in production', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).fallbackPurchaseEnabled).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).fallbackPurchaseEnabled).toBe(true);
    expect(loadEnv(production).fallbackPurchaseEnabled).toBe(false);
  });

  it('when a Stripe key is set, then the fallback is off unless ALLOW_FALLBACK_PURCHASE says otherwise', () => {
    expect(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_1' }).fallbackPurchaseEnabled).toBe(false);
    expect(loadEnv({ ...production, ALLOW_FALLBACK_PURCHASE: 'true' }).fallbackPurchaseEnabled).toBe(true);
    expect(loadEnv({ ALLOW_FALLBACK_PURCHASE: 'false' }).fallbackPurchaseEnabled).toBe(false);
  });

  it('when Stripe values are set, then they are read; malformed ones stop the start naming the variable', () => {
    expect(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'pk_wrong' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadEnv({ STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
    expect(() => loadEnv({ ALLOW_FALLBACK_PURCHASE: 'maybe' })).toThrow(/ALLOW_FALLBACK_PURCHASE/);
  });
});
