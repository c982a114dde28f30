import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type PushDevicesResponse } from '@motohaul/contracts';
import { keepFocusOnRemoval } from '@motohaul/platform';
import { empty, json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { provider, teamMember } from '../dashboard/test-support/fixtures';
import { renderWithClient } from '../dashboard/test-support/render';
import AlertsPage from '../pages/alerts/alerts-page';
import { PUSH_REFUSED_BY_BROWSER } from '../api/push';

const DEVICES = `GET ${API_PATHS.pushSubscriptions}`;
const SUBSCRIBE = `POST ${API_PATHS.pushSubscriptions}`;
const REMOVE = `DELETE ${API_PATHS.pushSubscriptions}`;
const TEST = `POST ${API_PATHS.pushTest}`;
const KEY = `GET ${API_PATHS.pushPublicKey}`;

const PHONE = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/phone',
  deviceLabel: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36',
  createdAt: '2026-11-20T01:00:00.000Z',
};
const devices = (...list: PushDevicesResponse['devices']): PushDevicesResponse => ({ devices: list });

const renderPage = (user = provider) =>
  renderWithClient((navigation) => (
    <AlertsPage config={{ supportPhone: '1300 123 456', appMode: 'demo' }} user={user} navigation={{ ...navigation, pathname: '/dashboard/alerts' }} />
  ));

/** A browser with a service worker and the Push API, whose subscription is `endpoint` once subscribed. */
function stubPushBrowser(endpoint = 'https://fcm.googleapis.com/fcm/send/this-laptop') {
  let subscribed: { endpoint: string; toJSON: () => object; unsubscribe: () => Promise<boolean> } | null = null;
  const subscribe = vi.fn(async () => {
    subscribed = { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPk', auth: 'au' } }), unsubscribe: async () => true };
    return subscribed;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscribed } };
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => 'granted', permission: 'default' });
  return { register, subscribe };
}

describe('/dashboard/alerts', () => {
  // The shell's one focus mechanism (issue 45 item 9), as the page has it.
  let stopKeepingFocus = () => undefined as void;
  beforeEach(() => {
    stopKeepingFocus = keepFocusOnRemoval();
  });
  afterEach(() => {
    stopKeepingFocus();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('when the browser has no service worker or Push API, then it says so, and the devices are still listed and removable', async () => {
    stubNetwork({ [DEVICES]: [json(devices(PHONE)), json(devices())], [REMOVE]: empty() });
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Alert settings' })).toBeInTheDocument();
    expect(screen.getByText('This browser cannot receive push notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on push on this device' })).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Devices with push on' });
    expect(within(list).getByText('Chrome on Android')).toBeInTheDocument();
    // Removing asks first, with the focus on Cancel; Cancel removes nothing.
    await user.click(within(list).getByRole('button', { name: 'Remove Chrome on Android' }));
    const confirm = within(list).getByRole('group', { name: 'Remove Chrome on Android?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(network.to(REMOVE)).toEqual([]);
    await user.click(within(list).getByRole('button', { name: 'Remove Chrome on Android' }));
    within(within(list).getByRole('group', { name: 'Remove Chrome on Android?' })).getByRole('button', { name: 'Remove' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No device receives push notifications yet.')).toBeInTheDocument();
    expect(network.to(REMOVE)[0]?.body).toEqual({ endpoint: PHONE.endpoint });
    expect((await screen.findByText('Chrome on Android no longer receives push notifications.')).closest('[role="status"]')).not.toBeNull();
    // The list went with the focused button: its heading has the focus, not the page's body (issue 45 item 9).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Devices with push on' })).toHaveFocus());
  });

  it('when the browser refuses to subscribe, then it says what to do next, not the browser’s own words', async () => {
    const { subscribe } = stubPushBrowser();
    subscribe.mockRejectedValueOnce(new DOMException('Registration failed - push service not available', 'AbortError'));
    stubNetwork({ [DEVICES]: json(devices()), [KEY]: json({ publicKey: 'BAEC' }) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Turn on push on this device' }));
    expect(await screen.findByText(PUSH_REFUSED_BY_BROWSER)).toBeInTheDocument();
    expect(screen.queryByText(/Registration failed/)).not.toBeInTheDocument();
    expect(network.to(SUBSCRIBE)).toEqual([]);
  });

  it('when the provider turns push on, then /sw.js is registered, the browser subscribes with the server key and the subscription is stored', async () => {
    const { register, subscribe } = stubPushBrowser();
    stubNetwork({
      [DEVICES]: [json(devices()), json(devices({ ...PHONE, endpoint: 'https://fcm.googleapis.com/fcm/send/this-laptop' }))],
      [KEY]: json({ publicKey: 'BAEC' }),
      [SUBSCRIBE]: json({}, 201),
    });
    const { user } = renderPage();
    const turnOn = await screen.findByRole('button', { name: 'Turn on push on this device' });
    turnOn.focus();
    await user.keyboard('{Enter}');
    // Busy, it keeps the focus (a disabled button dropped it to the page's body).
    expect(turnOn).toBeEnabled();
    expect(await screen.findByText('Push is on for this device.')).toBeInTheDocument();
    // The button went: the section's heading has the focus and the toast says push is on (issue 45 item 9).
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Push notifications' })).toHaveFocus());
    expect(screen.getByText('Push turned on').closest('[role="status"]')).not.toBeNull();
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: Uint8Array.from([4, 1, 2]) });
    expect(network.to(SUBSCRIBE)[0]?.body).toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/this-laptop' });
    expect(screen.getByText(/\(this device\)/)).toBeInTheDocument();
  });

  it('when the devices cannot load, then it says so with Try again, which reads them again', async () => {
    stubNetwork({ [DEVICES]: [json({ message: 'Database unavailable' }, 503), json(devices(PHONE))] });
    const { user } = renderPage();
    expect(await screen.findByText('Your devices could not load')).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Push notifications' })).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chrome on Android')).toBeInTheDocument();
  });

  it('when the provider sends a test notification, then it says how many devices it reached', async () => {
    let answer = (_response: Response) => undefined as void;
    stubNetwork({ [DEVICES]: json(devices(PHONE)), [TEST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderPage();
    const send = await screen.findByRole('button', { name: 'Send a test notification' });
    send.focus();
    await user.keyboard('{Enter}');
    // While it is sent the button is busy but keeps the focus: a disabled one dropped it to the page's body (issue 45 item 9).
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(send).toBeEnabled();
    expect(send).toHaveFocus();
    answer(json({ sent: 1, failed: 0 }));
    expect((await screen.findByText('Sent to 1 device.')).closest('[aria-live="polite"]')).not.toBeNull();
    expect(send).toHaveFocus();
  });

  it('when the sound is switched off, then this browser keeps it off (motohaul.alertSound)', async () => {
    stubNetwork({ [DEVICES]: json(devices()) });
    const { user } = renderPage();
    const sound = screen.getByRole('switch', { name: 'Play a sound for new leads' });
    expect(sound).toHaveAttribute('aria-checked', 'true');
    await user.click(sound);
    expect(sound).toHaveAttribute('aria-checked', 'false');
    expect(window.localStorage.getItem('motohaul.alertSound')).toBe('off');
  });

  it('when a team member opens it, then push is the owner’s (no devices asked for) and the sound is theirs to set', () => {
    stubNetwork({});
    renderPage(teamMember);
    expect(screen.getByText("New-lead push notifications go to the account owner's devices.")).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Email alerts' })).getByText('New-lead emails go to the account owner.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Play a sound for new leads' })).toBeInTheDocument();
    expect(network.to(DEVICES)).toEqual([]);
    expect(network.to(`GET ${API_PATHS.emailAlerts}`)).toEqual([]);
  });

  it('when a provider opens it, then push, email alerts and sound are its sections, in that order', async () => {
    stubNetwork({ [DEVICES]: json(devices()) });
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Push notifications', 'Email alerts', 'Sound']);
    expect(await within(screen.getByRole('region', { name: 'Email alerts' })).findByText(/one-click unsubscribe link/)).toBeInTheDocument();
  });
});
