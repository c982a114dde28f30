import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_FETCH_POLICY } from './fetch-with-retry';

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
/** The hook answers a promise of the recovered entry (the runtime awaits both levels). */
type RecoveredEntry = LoadEntryErrorResult extends Promise<infer T> ? T : never;

/**
 * Module Federation runtime plugin: remote entry scripts load with a timeout and, when they fail to load, get one
 * more attempt. (The runtime reads no manifests since ADR 0039, so it fetches nothing else itself.)
 */
export function timeoutRetryPlugin(policy = REMOTE_FETCH_POLICY): ModuleFederationRuntimePlugin {
  return {
    name: 'motohaul-timeout-retry',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      return { script, timeout: policy.timeoutMs };
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      if (policy.retries < 1) return Promise.resolve(undefined);
      // The failed attempt is still registered as "loading": forget it, or the retry would wait on itself.
      delete globalLoading[uniqueKey];
      const retried = getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined }).then(
        (entryExports) => entryExports || undefined,
      );
      return new Promise<RecoveredEntry>((resolve) => resolve(retried));
    },
  };
}
