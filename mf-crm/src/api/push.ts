import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient, type PushDevicesResponse, type PushPublicKeyResponse, type PushSubscriptionInput, type PushTestResponse } from '@motohaul/contracts';

// Web Push (issue 29, ADR 0058): this provider's devices, subscribing this browser, and the test notification.

const DEVICES_KEY = [API_PATHS.pushSubscriptions] as const;

export const usePushDevices = (enabled = true) =>
  useQuery({ queryKey: DEVICES_KEY, queryFn: ({ signal }) => apiClient.get<PushDevicesResponse>(API_PATHS.pushSubscriptions, { signal }), staleTime: 0, enabled });

/** Whether this browser can receive push: a service worker and the Push API. */
export const pushSupported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window;

/** The service worker the shell serves (built by Workbox): it shows the pushes and opens their links. */
export const SERVICE_WORKER_URL = '/sw.js';

const applicationServerKey = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
};

/** The subscription of this browser, if it has one (null where push is unsupported or nothing is registered). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What to do when the browser itself refuses to subscribe (issue 45 item 12). */
export const PUSH_REFUSED_BY_BROWSER =
  'This browser would not turn push on. Check that notifications are allowed for this site in its settings and that this is not a private window, then try again, or use Chrome, Edge, Firefox or Safari.';

/**
 * Turns push on for this browser: registers /sw.js, asks for notification permission, subscribes with the server's
 * public key and stores the subscription (POST /api/push-subscriptions).
 */
async function subscribeThisDevice(): Promise<void> {
  if (!pushSupported()) throw new Error('This browser cannot receive push notifications');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.');
  const { publicKey } = await apiClient.get<PushPublicKeyResponse>(API_PATHS.pushPublicKey);
  let subscription: PushSubscription;
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    await navigator.serviceWorker.ready;
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
  } catch {
    // The browser's own words ('Registration failed - push service not available') tell a provider nothing to do.
    throw new Error(PUSH_REFUSED_BY_BROWSER);
  }
  await apiClient.post(API_PATHS.pushSubscriptions, subscription.toJSON() as PushSubscriptionInput);
}

export function useSubscribeThisDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeThisDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

/** Removes a device (DELETE /api/push-subscriptions); when it is this browser, it is unsubscribed here too. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (endpoint: string) => {
      await apiClient.delete<void>(API_PATHS.pushSubscriptions, undefined, { endpoint });
      const own = await currentSubscription().catch(() => null);
      if (own?.endpoint === endpoint) await own.unsubscribe().catch(() => undefined);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

export function useSendTestPush() {
  return useMutation({ mutationFn: () => apiClient.post<PushTestResponse>(API_PATHS.pushTest) });
}
