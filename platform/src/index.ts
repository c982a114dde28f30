// The browser platform of the front ends (not presentational): navigation, toasts, forms and analytics.
// It is a Module Federation shared singleton (rspack.base.js), so a store or context created here is one
// instance in the page, shared by the shell and every remote: its run-time exports are a contract with every release.
export { NavigationProvider, useNavigation, useSearchParams, withNavigation } from './navigation/navigation-context';
export { AppLink, isPlainClick } from './navigation/app-link';
export type { AppLinkProps } from './navigation/app-link';
export { Redirect } from './navigation/redirect';
export { useUnsavedChangesGuard } from './navigation/unsaved-changes-guard';
export { useBrowserNavigation } from './navigation/browser-navigation';
export { toast, toastStore, useCurrentToast, TOAST_DURATION_MS } from './toasts/toast';
export { PageToaster } from './toasts/page-toaster';
export { trackEvent, trackPhoneClicks } from './analytics/phone-clicks';
export { useSchemaForm } from './forms/use-schema-form';
export { useTypedBeforeHydration } from './forms/use-typed-before-hydration';
export { firstMessages, focusFirstInvalid, withoutMessage } from './forms/field-messages';
export type { FieldMessages } from './forms/field-messages';
export {
  DASHBOARD_ACTIONS,
  dashboardActionsStore,
  onDashboardAction,
  onDashboardActions,
  publishDashboardActions,
  requestDashboardAction,
  useDashboardActionsState,
} from './stores/dashboard-actions';
export type { DashboardAction, DashboardActionsState } from './stores/dashboard-actions';
export { useAddressMode } from './places/use-address-mode';
export { fetchPlacesKey, loadPlaces, attachPlaces } from './places/places-loader';
export { fetchLocalities } from './places/fetch-localities';
export { applyPageHead } from './document-head/apply-page-head';
export { keepFocusOnRemoval } from './focus/keep-focus-on-removal';
export { useHydrated } from './hydration/use-hydrated';
export { ServerRenderContext, StaticPart } from './hydration/static-part';
export { RouteErrorPage, RouteFailureProvider, useRouteFailure, ROUTE_ERROR_HEADING, ROUTE_ERROR_TEXT } from './route-error/route-error-page';
export { registerServiceWorker, registerServiceWorkerAfterLoad, SERVICE_WORKER_URL } from './service-worker/register-service-worker';
