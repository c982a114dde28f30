import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

// The dashboard's header actions (spec §2.2). The header lives in the shell and the dashboard in mf-crm, built
// separately; they share this store (platform is one shared instance in the page, ADR 0017):
// - owner of `published`: mf-crm's dashboard (its state while on screen; null when it leaves);
// - owner of `request`: the shell's header (the action it asks the dashboard to run; a new object per request).

export const DASHBOARD_ACTIONS = ['add-lead', 'export', 'team'] as const;
export type DashboardAction = (typeof DASHBOARD_ACTIONS)[number];

export interface DashboardActionsState {
  /** The user's purchased leads ('N Leads'). */
  count: number;
}

export interface DashboardActionRequest {
  action: DashboardAction;
}

interface DashboardActionsStore {
  published: DashboardActionsState | null;
  request: DashboardActionRequest | null;
}

export const dashboardActionsStore = createStore<DashboardActionsStore>()(() => ({ published: null, request: null }));

/** The dashboard announces its actions state; null removes the actions (it left the page). */
export function publishDashboardActions(state: DashboardActionsState | null): void {
  dashboardActionsStore.setState({ published: state });
}

/** The header asks the dashboard to run an action (unknown actions are ignored). */
export function requestDashboardAction(action: DashboardAction): void {
  if (!(DASHBOARD_ACTIONS as readonly string[]).includes(action)) return;
  dashboardActionsStore.setState({ request: { action } });
}

/** Subscribes to the header's action requests; returns the unsubscribe function. */
export function onDashboardAction(listener: (request: DashboardActionRequest) => void): () => void {
  return dashboardActionsStore.subscribe((state, previous) => {
    if (state.request && state.request !== previous.request) listener(state.request);
  });
}

/** Subscribes to the dashboard's published state; returns the unsubscribe function. */
export function onDashboardActions(listener: (state: DashboardActionsState | null) => void): () => void {
  return dashboardActionsStore.subscribe((state, previous) => {
    if (state.published !== previous.published) listener(state.published);
  });
}

/** The dashboard's published actions state while it is on screen (null otherwise). */
export const useDashboardActionsState = () => useStore(dashboardActionsStore, (state) => state.published);
