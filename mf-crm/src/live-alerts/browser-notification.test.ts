import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationLead } from '@motohaul/contracts';
import { alertPermission, leadRoute, requestAlertPermission, showLeadNotification } from './live-alerts';

const lead: NotificationLead = {
  id: 41,
  jobReference: 'MT-250041',
  customerName: 'Liam',
  vehicleMake: 'Honda',
  vehicleModel: 'CBR650R',
  vehicleYear: null,
  preferredLocation: null,
  urgency: null,
  pickupLocation: 'Parramatta NSW 2150',
  dropoffLocation: 'Newcastle NSW 2300',
  createdAt: '2030-01-01T00:00:00.000Z',
};

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return FakeNotification.permission;
  });
  static shown: FakeNotification[] = [];
  close = vi.fn();
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

describe('browser notifications', () => {
  beforeEach(() => {
    FakeNotification.permission = 'default';
    FakeNotification.shown = [];
    vi.stubGlobal('Notification', FakeNotification);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('when permission is not granted, then nothing is shown', () => {
    expect(alertPermission()).toBe('default');
    expect(showLeadNotification(lead)).toBe(false);
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('when permission is requested and granted, then a lead shows "New lead: make model" with the route, closed after 10 s', async () => {
    expect(await requestAlertPermission()).toBe('granted');
    expect(showLeadNotification(lead)).toBe(true);

    const [shown] = FakeNotification.shown;
    expect(shown?.title).toBe('New lead: Honda CBR650R');
    expect(shown?.options.body).toBe('Parramatta NSW 2150 → Newcastle NSW 2300');
    vi.advanceTimersByTime(9_999);
    expect(shown?.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shown?.close).toHaveBeenCalled();
  });

  it('when the notification is clicked, then the tab comes forward, the lead opens and the notification closes', async () => {
    await requestAlertPermission();
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const onOpen = vi.fn();
    showLeadNotification(lead, onOpen);
    const [shown] = FakeNotification.shown;
    expect(onOpen).not.toHaveBeenCalled();
    shown?.onclick?.();
    expect(focus).toHaveBeenCalled();
    expect(onOpen).toHaveBeenCalledWith(lead);
    expect(shown?.close).toHaveBeenCalled();
  });

  it('when the browser has no Notification API, then permission is unsupported', async () => {
    vi.stubGlobal('Notification', undefined);
    expect(alertPermission()).toBe('unsupported');
    expect(await requestAlertPermission()).toBe('unsupported');
  });

  it('when only one location is known, then it is the body', () => {
    expect(leadRoute({ ...lead, dropoffLocation: null })).toBe('Parramatta NSW 2150');
    expect(leadRoute({ ...lead, pickupLocation: null, dropoffLocation: null, preferredLocation: 'Penrith' })).toBe('Penrith');
  });
});
