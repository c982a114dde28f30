import { useState, type FormEvent } from 'react';
import {
  ApiError,
  AUSTRALIAN_TIME_ZONES,
  EMAIL_ALERT_FREQUENCIES,
  EMAIL_ALERT_FREQUENCY_LABELS,
  type AustralianTimeZone,
  type EmailAlertFrequency,
  type EmailAlertSettings,
} from '@motohaul/contracts';
import { Alert, Button, RadioGroup, Select, Spinner } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { useEmailAlerts, useSaveEmailAlerts } from '../../api/email-alerts';
import styles from './email-alerts.module.css';
import { LoadError } from '../../dashboard/load-error/load-error';

const DESCRIPTIONS: Record<EmailAlertFrequency, string> = {
  instant: 'One email for each new lead in your area as it arrives.',
  hourly: 'At most one email an hour listing the new leads.',
  daily: 'One email each morning listing the new leads.',
  off: 'No emails about new leads.',
};

const FREQUENCY_OPTIONS = EMAIL_ALERT_FREQUENCIES.map((value) => ({ value, label: EMAIL_ALERT_FREQUENCY_LABELS[value], description: DESCRIPTIONS[value] }));

/** '9 pm', '12 am' ... for the hour selects. */
export const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'am' : 'pm'}`;
const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }));
const ZONE_OPTIONS = AUSTRALIAN_TIME_ZONES.map((zone) => ({ value: zone, label: zone.replace('Australia/', '').replace('_', ' ') }));

/**
 * The provider owner's email alerts of new leads (issue 29 item 3, ADR 0060): how often (instantly, hourly or daily
 * digest, off) and quiet hours in their own time zone. The content of the page's 'Email alerts' section
 * (alerts-view.tsx gives it its heading); only owners see it.
 */
export function EmailAlertsSection() {
  const settings = useEmailAlerts();
  return (
    <div className={styles.section}>
      <p className={styles.text}>New leads in your service area, by email. Every email has a one-click unsubscribe link.</p>
      {settings.isPending && <Spinner label="Loading your email alerts" />}
      {settings.isError && <LoadError title="Your email alerts could not load" error={settings.error} onRetry={settings.refetch} />}
      {settings.data && <EmailAlertsForm initial={settings.data} />}
    </div>
  );
}

function EmailAlertsForm({ initial }: { initial: EmailAlertSettings }) {
  const [values, setValues] = useState<EmailAlertSettings>(initial);
  const save = useSaveEmailAlerts();
  const set = <K extends keyof EmailAlertSettings>(key: K, value: EmailAlertSettings[K]) => setValues((current) => ({ ...current, [key]: value }));
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : undefined;
  const errorOf = (key: keyof EmailAlertSettings) => fieldErrors?.[key]?.[0];
  const noQuietHours = values.quietStartHour === values.quietEndHour;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues(saved);
        toast({ title: 'Email alerts saved', description: saved.frequency === 'off' ? 'You will get no emails about new leads.' : undefined, variant: 'success' });
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Email alerts">
      {save.isError && !fieldErrors && <Alert variant="destructive">{save.error.message || 'Failed to save your email alerts'}</Alert>}
      <RadioGroup
        legend="Email me new leads"
        options={FREQUENCY_OPTIONS}
        value={values.frequency}
        onChange={(frequency) => set('frequency', frequency)}
        error={errorOf('frequency')}
      />
      <fieldset className={styles.fieldset} disabled={values.frequency === 'off'}>
        <legend className={styles.legend}>Quiet hours</legend>
        <p className={styles.hint}>
          {noQuietHours
            ? 'No quiet hours: the same start and end.'
            : `No emails from ${hourLabel(values.quietStartHour)} to ${hourLabel(values.quietEndHour)}; what arrives meanwhile comes in one email when they end.`}
        </p>
        <div className={styles.row}>
          <Select label="From" options={HOUR_OPTIONS} value={String(values.quietStartHour)} onChange={(event) => set('quietStartHour', Number(event.target.value))} error={errorOf('quietStartHour')} />
          <Select label="To" options={HOUR_OPTIONS} value={String(values.quietEndHour)} onChange={(event) => set('quietEndHour', Number(event.target.value))} error={errorOf('quietEndHour')} />
          <Select
            label="Time zone"
            options={ZONE_OPTIONS}
            value={values.timeZone}
            onChange={(event) => set('timeZone', event.target.value as AustralianTimeZone)}
            error={errorOf('timeZone')}
          />
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending} loadingLabel="">
          {save.isPending ? 'Saving...' : 'Save email alerts'}
        </Button>
      </div>
    </form>
  );
}
