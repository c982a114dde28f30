import { useEffect, useRef, useState } from 'react';
import { Alert, Button, EmptyState, Spinner } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { currentSubscription, pushSupported, usePushDevices, useRemoveDevice, useSendTestPush, useSubscribeThisDevice } from '../api/push';
import { deviceName } from './device-name';
import rows from '../page-frame/list-row.module.css';
import styles from './alerts.module.css';
import { LoadError } from '../dashboard/load-error/load-error';

export const PUSH_UNSUPPORTED = 'This browser cannot receive push notifications';

const added = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** 'Push notifications' on /dashboard/alerts: this device, the devices with push on, and a test notification. */
export function PushSection() {
  const supported = pushSupported();
  const devices = usePushDevices();
  const subscribe = useSubscribeThisDevice();
  const remove = useRemoveDevice();
  const test = useSendTestPush();
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  // Removing asks first (issue 45 item 12): the endpoint being confirmed, whose Cancel takes the focus.
  const [confirming, setConfirming] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming !== null) cancelRef.current?.focus();
  }, [confirming]);
  const removeDevice = (endpoint: string, name: string) =>
    remove.mutate(endpoint, {
      onSuccess: () => {
        setConfirming(null);
        // The row goes with the focused button: the shell's focus mechanism gives the list's heading the focus.
        toast({ title: 'Device removed', description: `${name} no longer receives push notifications.`, variant: 'success' });
      },
    });

  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then((subscription) => live && setThisEndpoint(subscription?.endpoint ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [devices.data]);

  const list = devices.data?.devices ?? [];
  const thisDeviceOn = thisEndpoint !== null && list.some((device) => device.endpoint === thisEndpoint);

  return (
    <>
      <p>New leads in your service area reach your phone or computer even when MotoHaul is closed.</p>
      {!supported ? (
        <Alert variant="info" title={PUSH_UNSUPPORTED}>
          Try a current version of Chrome, Edge, Firefox or Safari (on iPhone, add MotoHaul to the Home Screen first).
        </Alert>
      ) : (
        <div className={styles.actions}>
          {!thisDeviceOn && (
            // Busy, it keeps the focus (a disabled button dropped it to the page's body); once push is on it goes, and the
            // shell's focus mechanism gives the section's heading the focus while the toast says it (issue 45 item 9).
            <Button
              onClick={() =>
                subscribe.mutate(undefined, {
                  onSuccess: () => toast({ title: 'Push turned on', description: 'New leads in your service area now reach this device.', variant: 'success' }),
                })
              }
              loading={subscribe.isPending}
              loadingLabel=""
            >
              {subscribe.isPending ? 'Turning on…' : 'Turn on push on this device'}
            </Button>
          )}
          {thisDeviceOn && <p role="status">Push is on for this device.</p>}
        </div>
      )}
      {subscribe.isError && (
        <Alert variant="destructive" title="Push could not be turned on">
          {subscribe.error.message}
        </Alert>
      )}

      <h3 id="push-devices-heading">
        Devices with push on
      </h3>
      {devices.isPending && <Spinner label="Loading your devices" />}
      {devices.isError && <LoadError title="Your devices could not load" error={devices.error} onRetry={devices.refetch} />}
      {devices.isSuccess && list.length === 0 && <EmptyState title="No devices yet" text="No device receives push notifications yet." />}
      {list.length > 0 && (
        <ul className={styles.devices} aria-labelledby="push-devices-heading">
          {list.map((device) => {
            const name = deviceName(device.deviceLabel);
            const own = device.endpoint === thisEndpoint;
            return (
              <li key={device.endpoint} className={rows.row}>
                <span className={styles.deviceText}>
                  {name}
                  {own && ' (this device)'}
                  <span className={styles.deviceMeta}>Added {added(device.createdAt)}</span>
                </span>
                {confirming === device.endpoint ? (
                  <span className={styles.actions} role="group" aria-label={`Remove ${name}?`}>
                    <span>Stop push notifications to {own ? 'this device' : name}?</span>
                    <Button ref={cancelRef} size="sm" variant="secondary" onClick={() => setConfirming(null)} disabled={remove.isPending}>
                      Cancel
                    </Button>
                    <Button size="sm" variant="danger" loading={remove.isPending} loadingLabel="Removing" onClick={() => removeDevice(device.endpoint, name)}>
                      Remove
                    </Button>
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Remove ${name}${own ? ' (this device)' : ''}`}
                    onClick={() => setConfirming(device.endpoint)}
                  >
                    Remove
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {remove.isError && (
        <Alert variant="destructive" title="The device could not be removed">
          {remove.error.message}
        </Alert>
      )}
      {list.length > 0 && (
        <div className={styles.actions}>
          {/* Busy, it keeps the focus (a disabled button dropped it to the page's body); the result is said below. */}
          <Button variant="secondary" onClick={() => test.mutate()} loading={test.isPending} loadingLabel="">
            {test.isPending ? 'Sending…' : 'Send a test notification'}
          </Button>
        </div>
      )}
      <div aria-live="polite">
        {test.isSuccess && (
          <Alert variant={test.data.failed === 0 ? 'success' : 'warning'} title="Test notification">
            {test.data.sent === 1 ? 'Sent to 1 device.' : `Sent to ${test.data.sent} devices.`}
            {test.data.failed > 0 && ` ${test.data.failed} could not be reached.`}
          </Alert>
        )}
        {test.isError && (
          <Alert variant="destructive" title="The test notification could not be sent">
            {test.error.message}
          </Alert>
        )}
      </div>
    </>
  );
}
