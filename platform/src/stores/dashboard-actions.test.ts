import { describe, expect, it, vi } from 'vitest';
import { onDashboardAction, onDashboardActions, publishDashboardActions, requestDashboardAction, type DashboardAction } from './dashboard-actions';

describe('dashboard actions store', () => {
  it('when the dashboard publishes its count, then a subscriber receives it, and null when it leaves', () => {
    const listener = vi.fn();
    const stop = onDashboardActions(listener);
    publishDashboardActions({ count: 3 });
    publishDashboardActions(null);
    expect(listener.mock.calls).toEqual([[{ count: 3 }], [null]]);
    stop();
    publishDashboardActions({ count: 4 });
    expect(listener).toHaveBeenCalledTimes(2);
    publishDashboardActions(null);
  });

  it('when the header requests an action, then the dashboard hears each request, repeats too; unknown actions are ignored', () => {
    const listener = vi.fn();
    const stop = onDashboardAction(listener);
    requestDashboardAction('export');
    requestDashboardAction('export');
    requestDashboardAction('delete-everything' as DashboardAction);
    expect(listener.mock.calls).toEqual([[{ action: 'export' }], [{ action: 'export' }]]);
    stop();
    requestDashboardAction('team');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
