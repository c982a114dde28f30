import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, registerServiceWorkerAfterLoad } from './register-service-worker';

const registration = { scope: 'http://localhost/' } as ServiceWorkerRegistration;

function withServiceWorker() {
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return register;
}

describe('registerServiceWorker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.restoreAllMocks();
  });

  it('registers /sw.js for the whole site and returns the registration', async () => {
    const register = withServiceWorker();
    await expect(registerServiceWorker()).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('returns null where the browser has no service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    if (!('serviceWorker' in navigator)) await expect(registerServiceWorker()).resolves.toBeNull();
  });

  it('after load: registers once the page has loaded, and a failure is only logged', async () => {
    const register = withServiceWorker();
    register.mockRejectedValueOnce(new Error('no'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    registerServiceWorkerAfterLoad();
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('The service worker could not be registered:', expect.any(Error)));
  });
});
