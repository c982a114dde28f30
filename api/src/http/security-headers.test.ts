import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

describe('the security headers, worked out once per remotes map', () => {
  let t: TestApp;
  let dir: string;
  let remotesFile: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'motohaul-remotes-'));
    remotesFile = path.join(dir, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ mf_quote: 'https://quote-v1.example/mf-manifest.json' }));
    t = await createTestApp({ REMOTES_FILE: remotesFile });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('when the remotes map changes between two requests, then the second answer\'s policy names the new origin and not the old', async () => {
    const before = String((await t.agent.get('/api/health')).headers['content-security-policy']);
    expect(before).toContain('https://quote-v1.example');
    writeFileSync(remotesFile, JSON.stringify({ mf_quote: 'https://quote-v2.example/mf-manifest.json' }));
    const after = await t.agent.get('/api/health');
    const policy = String(after.headers['content-security-policy']);
    expect(policy).toContain('https://quote-v2.example');
    expect(policy).not.toContain('https://quote-v1.example');
    expect(after.headers['x-content-type-options']).toBe('nosniff');
    expect(after.headers['x-powered-by']).toBeUndefined();
  });
});
