import { useEffect, useRef } from 'react';
import { onDashboardAction, publishDashboardActions, type DashboardAction } from '@motohaul/platform';

/**
 * Publishes the dashboard's actions to the shell header ('Add Lead', 'Export', 'N Leads'; spec §2.2) and runs the
 * actions the header asks for. Team members (teamOwnerId) get no header actions. 'team' is handled by
 * TeamManagementButton itself.
 */
export function useHeaderActions(enabled: boolean, count: number | undefined, handlers: Partial<Record<DashboardAction, () => void>>) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled || count === undefined) return undefined;
    publishDashboardActions({ count });
    return undefined;
  }, [enabled, count]);

  useEffect(() => {
    if (!enabled) return undefined;
    const stop = onDashboardAction(({ action }) => latest.current[action]?.());
    return () => {
      stop();
      publishDashboardActions(null);
    };
  }, [enabled]);
}
