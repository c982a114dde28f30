// The dashboard's header actions (spec §2.2). The header lives in the shell and the dashboard in mf-crm, which are
// built separately, so they talk through two window events (like toasts, ADR 0004):
// - the dashboard publishes its state ('motohaul:dashboard-actions'; null when it leaves the page);
// - the header asks the dashboard to act ('motohaul:dashboard-action').

export const DASHBOARD_ACTIONS_EVENT = 'motohaul:dashboard-actions';
export const DASHBOARD_ACTION_EVENT = 'motohaul:dashboard-action';

export const DASHBOARD_ACTIONS = ['add-lead', 'export', 'team'] as const;
export type DashboardAction = (typeof DASHBOARD_ACTIONS)[number];

export interface DashboardActionsState {
  /** The user's purchased leads ('N Leads'). */
  count: number;
}

export interface DashboardActionRequest {
  action: DashboardAction;
}

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

/** The page's window in a browser; contracts is also compiled for the server, which has no DOM types. */
const defaultTarget = (): Target | undefined =>
  typeof (globalThis as { document?: unknown }).document === 'undefined' ? undefined : (globalThis as unknown as Target);

/** The dashboard announces its actions state; null removes the actions (it left the page). */
export function publishDashboardActions(state: DashboardActionsState | null, target = defaultTarget()): void {
  target?.dispatchEvent(new CustomEvent<DashboardActionsState | null>(DASHBOARD_ACTIONS_EVENT, { detail: state }));
}

/** The header asks the dashboard to run an action. */
export function requestDashboardAction(action: DashboardAction, target = defaultTarget()): void {
  target?.dispatchEvent(new CustomEvent<DashboardActionRequest>(DASHBOARD_ACTION_EVENT, { detail: { action } }));
}

function listen<T>(name: string, listener: (detail: T) => void, target: Target | undefined): () => void {
  if (!target) return () => undefined;
  const handler = (event: Event) => listener((event as CustomEvent<T>).detail);
  target.addEventListener(name, handler);
  return () => target.removeEventListener(name, handler);
}

/** Subscribes to the dashboard's state; returns the unsubscribe function. */
export const onDashboardActions = (listener: (state: DashboardActionsState | null) => void, target = defaultTarget()) =>
  listen<DashboardActionsState | null>(DASHBOARD_ACTIONS_EVENT, listener, target);

/** Subscribes to the header's action requests; returns the unsubscribe function. */
export const onDashboardAction = (listener: (request: DashboardActionRequest) => void, target = defaultTarget()) =>
  listen<DashboardActionRequest>(DASHBOARD_ACTION_EVENT, (request) => {
    if (request && (DASHBOARD_ACTIONS as readonly string[]).includes(request.action)) listener(request);
  }, target);
