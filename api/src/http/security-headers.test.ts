import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('Strict-Transport-Security', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind one trusted proxy, as in production: X-Forwarded-Proto tells whether the visitor used https.
    t = await createTestApp({ TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => t.close());

  it('when a request comes over plain http, then the answer carries no Strict-Transport-Security', async () => {
    const direct = await t.agent.get('/api/health');
    expect(direct.headers['content-security-policy']).toBeDefined();
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const proxiedHttp = await t.agent.get('/api/health').set('X-Forwarded-Proto', 'http');
    expect(proxiedHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('when a request comes over https through the trusted proxy, then the answer carries Strict-Transport-Security', async () => {
    const res = await t.agent.get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
