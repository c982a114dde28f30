import { describe, expect, it } from 'vitest';
import type { PushPayload } from '@motohaul/contracts';
import { fakeExtendableEvent, fakeScope, fakeWindow, ORIGIN } from '../test-support/fake-worker-scope';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON, notificationUrl, openNotification, parsePushPayload, showPushNotification } from './push-handlers';

const newLead: PushPayload = { type: 'new_lead', title: 'New lead: Parramatta to Geelong', body: '2018 Yamaha MT-07, 870 km', tag: 'lead-42', url: '/dashboard/leads/MH-42' };
const pushOf = (value: unknown) => ({ ...fakeExtendableEvent(), data: { json: () => value, text: () => JSON.stringify(value) } });
const clickOf = (data: unknown) => {
  const event = { ...fakeExtendableEvent(), closed: 0, notification: { data, close: () => void (event.closed += 1) } };
  return event;
};

describe('the push handler', () => {
  it('when a new lead is pushed, then its notification shows under the lead tag, with the URL, the icons and an alert again', async () => {
    const scope = fakeScope();
    await showPushNotification(scope, pushOf(newLead));
    expect(scope.notifications).toEqual([
      {
        title: newLead.title,
        options: { body: newLead.body, tag: 'lead-42', data: { url: '/dashboard/leads/MH-42' }, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, renotify: true },
      },
    ]);
  });

  it('when the lead is sold, then the push shows under the same tag (it replaces the new-lead one) without alerting again', async () => {
    const scope = fakeScope();
    await showPushNotification(scope, pushOf({ ...newLead, type: 'lead_sold', title: 'Sold', body: 'This lead was bought by another provider.' }));
    expect(scope.notifications[0]).toMatchObject({ title: 'Sold', options: { tag: 'lead-42', renotify: false } });
  });

  it("when the rider cancels a bought lead, then the buyer's push shows under the lead tag with its URL and alerts again", async () => {
    const scope = fakeScope();
    const cancelled = { ...newLead, type: 'lead_cancelled', title: 'Cancelled by the rider: Yamaha MT-07', body: 'MH-42: the rider no longer needs transport.' };
    await showPushNotification(scope, pushOf(cancelled));
    expect(scope.notifications[0]).toMatchObject({ title: cancelled.title, options: { body: cancelled.body, tag: 'lead-42', data: { url: '/dashboard/leads/MH-42' }, renotify: true } });
  });

  it.each([
    ['no data', null],
    ['not JSON', 'throws'],
    ['an unknown type', { ...newLead, type: 'promo' }],
    ['no title', { ...newLead, title: '' }],
  ])('when the push has %s, then a plain MotoHaul notification shows (never none)', async (_case, value) => {
    const scope = fakeScope();
    const event =
      value === null
        ? { ...fakeExtendableEvent(), data: null }
        : value === 'throws'
          ? { ...fakeExtendableEvent(), data: { json: () => JSON.parse('{'), text: () => '{' } }
          : pushOf(value);
    await showPushNotification(scope, event);
    expect(scope.notifications).toEqual([expect.objectContaining({ title: 'MotoHaul', options: expect.objectContaining({ data: { url: '/dashboard' }, renotify: false }) })]);
  });

  it('parses exactly the PushPayload fields', () => {
    expect(parsePushPayload({ ...newLead, extra: 1 })).toEqual(newLead);
    expect(parsePushPayload({ ...newLead, body: 3 })).toBeNull();
    expect(parsePushPayload('text')).toBeNull();
  });
});

describe('the notification click handler', () => {
  it('when a window of the site is open, then the notification closes and that window is focused and taken to the URL', async () => {
    const scope = fakeScope();
    const other = fakeWindow('https://elsewhere.example/');
    const site = fakeWindow(`${ORIGIN}/dashboard`);
    scope.windows.push(other, site);
    const event = clickOf({ url: '/dashboard/leads/MH-42' });
    await openNotification(scope, event);
    expect(event.closed).toBe(1);
    expect(site.focusedCount).toBe(1);
    expect(site.navigated).toEqual([`${ORIGIN}/dashboard/leads/MH-42`]);
    expect(other.navigated).toEqual([]);
    expect(scope.opened).toEqual([]);
  });

  it('when several are open, then the focused one is used', async () => {
    const scope = fakeScope();
    const background = fakeWindow(`${ORIGIN}/`);
    const focused = fakeWindow(`${ORIGIN}/dashboard`, { focused: true });
    scope.windows.push(background, focused);
    await openNotification(scope, clickOf({ url: '/dashboard/leads/MH-7' }));
    expect(focused.navigated).toEqual([`${ORIGIN}/dashboard/leads/MH-7`]);
    expect(background.navigated).toEqual([]);
  });

  it('when no window of the site is open, then a new one opens at the URL', async () => {
    const scope = fakeScope();
    await openNotification(scope, clickOf({ url: '/dashboard/leads/MH-42' }));
    expect(scope.opened).toEqual([`${ORIGIN}/dashboard/leads/MH-42`]);
  });

  it('when the open window cannot be navigated by the worker, then a new one opens', async () => {
    const scope = fakeScope();
    scope.windows.push(fakeWindow(`${ORIGIN}/`, { controlled: false }));
    await openNotification(scope, clickOf({ url: '/dashboard/leads/MH-42' }));
    expect(scope.opened).toEqual([`${ORIGIN}/dashboard/leads/MH-42`]);
  });

  it('goes only to this site: another origin or no URL opens the dashboard', () => {
    expect(notificationUrl({ url: 'https://evil.example/phish' }, ORIGIN)).toBe(`${ORIGIN}/dashboard`);
    expect(notificationUrl(undefined, ORIGIN)).toBe(`${ORIGIN}/dashboard`);
    expect(notificationUrl({ url: `${ORIGIN}/dashboard/leads/MH-1?from=push` }, ORIGIN)).toBe(`${ORIGIN}/dashboard/leads/MH-1?from=push`);
  });
});
