import { afterEach, describe, expect, it, vi } from 'vitest';
import { network, networkError, stubNetwork } from '@motohaul/platform/test-support/network';
import { fetchWithRetry } from './fetch-with-retry';

const policy = { timeoutMs: 8000, retries: 1 };
const MANIFEST = 'GET /mf-manifest.json';
const REMOTE_ENTRY = 'GET /remoteEntry.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchWithRetry', () => {
  it('retries once after a failed attempt and returns the second answer', async () => {
    stubNetwork({ [MANIFEST]: [networkError(), new Response('{"ok":true}', { status: 200 })] });
    const response = await fetchWithRetry('http://x/mf-manifest.json', {}, policy);
    expect(await response.json()).toEqual({ ok: true });
    expect(network.to(MANIFEST)).toHaveLength(2);
  });

  it('treats an HTTP error as a failure and gives up after the retry', async () => {
    stubNetwork({ [MANIFEST]: new Response('nope', { status: 503 }) });
    await expect(fetchWithRetry('http://x/mf-manifest.json', {}, policy)).rejects.toThrow(
      'HTTP 503 from http://x/mf-manifest.json',
    );
    expect(network.to(MANIFEST)).toHaveLength(2);
  });

  it('aborts an attempt that hangs past the timeout', async () => {
    // Only the timers of the code under test are faked: MSW keeps its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubNetwork({ [REMOTE_ENTRY]: () => new Promise<Response>(() => undefined) });
    const result = fetchWithRetry('http://x/remoteEntry.js', {}, policy);
    const assertion = expect(result).rejects.toThrow('Timed out after 8000 ms');
    await vi.advanceTimersByTimeAsync(7999);
    expect(network.to(REMOTE_ENTRY)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(network.to(REMOTE_ENTRY)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(8000);
    await assertion;
  });
});
