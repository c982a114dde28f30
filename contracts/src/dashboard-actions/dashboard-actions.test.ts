import { describe, expect, it, vi } from 'vitest';
import {
  onDashboardAction,
  onDashboardActions,
  publishDashboardActions,
  requestDashboardAction,
  DASHBOARD_ACTION_EVENT,
} from './dashboard-actions';

describe('dashboard actions events', () => {
  it('when the dashboard publishes its count, then a subscriber receives it, and null when it leaves', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    const stop = onDashboardActions(listener, target);
    publishDashboardActions({ count: 3 }, target);
    publishDashboardActions(null, target);
    expect(listener.mock.calls).toEqual([[{ count: 3 }], [null]]);
    stop();
    publishDashboardActions({ count: 4 }, target);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('when the header requests an action, then the dashboard hears it; unknown actions are ignored', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    onDashboardAction(listener, target);
    requestDashboardAction('export', target);
    target.dispatchEvent(new CustomEvent(DASHBOARD_ACTION_EVENT, { detail: { action: 'delete-everything' } }));
    expect(listener.mock.calls).toEqual([[{ action: 'export' }]]);
  });
});
