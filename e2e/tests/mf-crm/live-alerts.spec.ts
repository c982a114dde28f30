import type { LocalitiesResponse } from '@motohaul/contracts';
import { expect, test } from '../../support/fixtures';
import { postQuote } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';
import { uniqueName } from '../../support/sign-in';

// Live new-lead alerts (issue 6, spec §2.8 header): with the dashboard open, a rider's quote from another
// browser appears in the Leads list without a reload, with a browser notification and the 800 Hz tone.
// Headless Chromium shows neither, so the page's Notification and AudioContext are replaced by recorders.

interface AlertRecord {
  notifications: { title: string; body: string | undefined }[];
  tones: { frequency: number; startedAt: number; stopAt: number | null }[];
}

declare global {
  interface Window {
    __alerts: AlertRecord;
  }
}

function recordAlerts() {
  const record: AlertRecord = { notifications: [], tones: [] };
  window.__alerts = record;

  class RecordingNotification {
    static permission: NotificationPermission = 'granted';
    static requestPermission = async () => RecordingNotification.permission;
    onclick = null;
    constructor(title: string, options: NotificationOptions = {}) {
      record.notifications.push({ title, body: options.body });
    }
    close() {}
  }

  class RecordingAudioContext {
    currentTime = 0;
    destination = {};
    createGain() {
      return { gain: { value: 1 }, connect() {} };
    }
    createOscillator() {
      const tone = { frequency: 0, startedAt: 0, stopAt: null as number | null };
      const oscillator = {
        type: 'sine',
        frequency: { value: 0 },
        onended: null,
        connect() {},
        start() {
          tone.frequency = oscillator.frequency.value;
          record.tones.push(tone);
        },
        stop(when: number) {
          tone.stopAt = when;
        },
      };
      return oscillator;
    }
    close() {
      return Promise.resolve();
    }
  }

  Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true, writable: true });
  Object.defineProperty(window, 'AudioContext', { value: RecordingAudioContext, configurable: true, writable: true });
}

test.describe('live new-lead alerts', () => {
  test('when a rider submits a quote while a provider has the dashboard open, then the card appears with a notification and the tone', async ({
    providerBrowser,
    request,
  }) => {
    const { page, dashboard } = await providerBrowser({
      firstName: 'Lena',
      prepare: async (context) => {
        await context.grantPermissions(['notifications']);
        await context.addInitScript(recordAlerts);
      },
    });

    // A service area no other spec quotes in: a new provider without one hears of every lead, and the specs running
    // beside this one post quotes from Parramatta (one tone each). The request the Manage Service Area dialog sends.
    const localities = await page.request.get('/api/localities?q=Kalgoorlie');
    const { localities: places } = (await localities.json()) as LocalitiesResponse;
    const kalgoorlie = places.find((place) => place.locality === 'Kalgoorlie' && place.state === 'WA');
    expect(kalgoorlie, JSON.stringify(places)).toBeDefined();
    const area = await page.request.patch('/api/auth/update-service-area', {
      data: { serviceLocation: 'Kalgoorlie WA 6430', serviceLatitude: kalgoorlie!.latitude, serviceLongitude: kalgoorlie!.longitude, serviceRadius: 50 },
    });
    expect(area.status(), await area.text()).toBe(200);

    await page.goto('/dashboard');
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expect(page.getByText('Alerts On', { exact: true })).toBeVisible();
    await expect(page.getByText('Live Updates Active', { exact: true })).toBeVisible();

    // The rider sends the quote from a request context of their own (the `request` fixture: no session).
    const { model } = await postQuote(request, 'Noah Whitfield', riderPhone('432').national, {
      motorcycleMake: 'Kawasaki',
      motorcycleModel: uniqueName('Alert'),
      pickupLocation: '12 Hannan Street, Kalgoorlie WA 6430',
      dropoffLocation: 'Perth WA 6000',
      timeframe: 'asap',
    });

    // The list refreshes by itself: no reload (the card comes from the live stream, waited for, not timed).
    await expect(dashboard.leadCard(`Kawasaki ${model}`)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.__alerts.notifications)).toContainEqual({
      title: `New lead: Kawasaki ${model}`,
      body: 'Kalgoorlie WA 6430 → Perth WA 6000',
    });
    const tones = await page.evaluate(() => window.__alerts.tones);
    expect(tones).toHaveLength(1);
    expect(tones[0]).toMatchObject({ frequency: 800, stopAt: expect.closeTo(0.5, 2) });

    // The page says it too, with a link that opens the lead's card (for a provider whose notifications are off).
    const latest = page.getByRole('link', { name: `New lead: Kawasaki ${model}, Kalgoorlie WA 6430 → Perth WA 6000. View lead MT-`, exact: false });
    await expect(latest).toBeVisible();
    await latest.click();
    await expect(page).toHaveURL(/\/dashboard\/leads\/MT-\d+$/);
    await expect(dashboard.leadCard(`Kawasaki ${model}`)).toBeFocused();
  });
});
