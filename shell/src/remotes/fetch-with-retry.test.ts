import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithRetry } from './fetch-with-retry';

const policy = { timeoutMs: 8000, retries: 1 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fetchWithRetry', () => {
  it('retries once after a failed attempt and returns the second answer', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await fetchWithRetry('http://x/mf-manifest.json', {}, policy);
    expect(await response.json()).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an HTTP error as a failure and gives up after the retry', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('nope', { status: 503 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchWithRetry('http://x/mf-manifest.json', {}, policy)).rejects.toThrow(
      'HTTP 503 from http://x/mf-manifest.json',
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('aborts an attempt that hangs past the timeout', async () => {
    vi.useFakeTimers();
    const hanging = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    vi.stubGlobal('fetch', hanging);
    const result = fetchWithRetry('http://x/remoteEntry.js', {}, policy);
    const assertion = expect(result).rejects.toThrow('Timed out after 8000 ms');
    await vi.advanceTimersByTimeAsync(7999);
    expect(hanging).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(hanging).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(8000);
    await assertion;
  });
});
