import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackPhoneClicks } from './phone-clicks';

const calls = () => (globalThis.fetch as unknown as ReturnType<typeof vi.fn>).mock.calls as [string, RequestInit][];

describe('trackPhoneClicks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('posts phone_click with the number for a click inside a tel: link, and nothing for other links', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    document.body.innerHTML = '<a href="tel:1300123456"><span id="inner">Call</span></a><a id="other" href="/get-quote">Quote</a>';
    const stop = trackPhoneClicks();
    document.getElementById('other')?.click();
    expect(calls()).toHaveLength(0);

    document.getElementById('inner')?.click();
    expect(calls()).toHaveLength(1);
    const [url, init] = calls()[0] ?? ['', {}];
    expect(url).toBe('/api/analytics/track');
    expect(JSON.parse(String(init.body))).toMatchObject({ eventType: 'phone_click', eventData: { phoneNumber: '1300123456' } });

    stop();
    document.getElementById('inner')?.click();
    expect(calls()).toHaveLength(1);
  });

  it('only warns in the console when the event cannot be sent', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = '<a id="call" href="tel:1300123456">Call</a>';
    const stop = trackPhoneClicks();
    document.getElementById('call')?.click();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Analytics event failed', expect.any(TypeError)));
    stop();
    warn.mockRestore();
  });
});
