import { useState, type FormEvent } from 'react';
import { ApiError, spendCapSchema, validate, type SpendCapStatus } from '@motohaul/contracts';
import { Alert, Button, Card, Spinner, TextField } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { useSaveSpendCap, useSpendCap } from '../api/spend-cap';
import { formatMoney } from './performance-format';
import styles from './spend-cap-card.module.css';
import { LoadError } from '../dashboard/load-error/load-error';

/** 'Monday 7 December': the day the week began. */
const weekDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** This week's spend against the cap: a meter, and the figures in words. */
function SpendAgainstCap({ status }: { status: SpendCapStatus }) {
  const spent = Number(status.spentThisWeek);
  const since = `since ${weekDay(status.weekStart)}`;
  if (status.weeklyCap === null) {
    return (
      <p className={styles.figures}>
        {formatMoney(status.spentThisWeek)} spent on leads this week ({since}). No weekly cap is set.
      </p>
    );
  }
  const cap = Number(status.weeklyCap);
  const left = Math.max(0, cap - spent);
  return (
    <>
      <p className={styles.figures} id="spend-cap-figures">
        {formatMoney(status.spentThisWeek)} of your {formatMoney(status.weeklyCap)} weekly cap spent ({since}):{' '}
        {left > 0 ? `${formatMoney(left.toFixed(2))} left.` : 'the cap is reached; purchases are refused until Monday.'}
      </p>
      <meter className={styles.meter} min={0} max={cap} low={cap * 0.75} high={cap * 0.9} optimum={0} value={Math.min(spent, cap)} aria-labelledby="spend-cap-figures" />
    </>
  );
}

function SpendCapForm({ status }: { status: SpendCapStatus }) {
  const [value, setValue] = useState(status.weeklyCap ?? '');
  const [localError, setLocalError] = useState<string | undefined>();
  const save = useSaveSpendCap();
  const fieldError = localError ?? (save.error instanceof ApiError ? save.error.fieldErrors?.weeklyCap?.[0] : undefined);

  const send = (weeklyCap: number | null) =>
    save.mutate(
      { weeklyCap },
      {
        onSuccess: (saved) => {
          setValue(saved.weeklyCap ?? '');
          toast({ title: saved.weeklyCap ? `Weekly cap set to ${formatMoney(saved.weeklyCap)}` : 'Weekly cap removed', variant: 'success' });
        },
      },
    );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    // The same rules as the API (contracts): an empty box is not 'no cap' (Remove cap is).
    const checked = validate(spendCapSchema, { weeklyCap: value.trim() === '' ? undefined : Number(value) });
    setLocalError(checked.success ? undefined : (checked.fieldErrors.weeklyCap?.[0] ?? checked.message));
    if (checked.success) send(checked.output.weeklyCap);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Weekly spend cap" className={styles.form}>
      {save.isError && !fieldError && <Alert variant="destructive">{save.error.message || 'Failed to save your weekly cap'}</Alert>}
      <TextField
        label="Weekly cap ($)"
        hint="Purchases that would take this week's lead spend past it are refused."
        type="number"
        inputMode="decimal"
        min={1}
        step={0.01}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setLocalError(undefined);
        }}
        error={fieldError}
        wrapperClassName={styles.field}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={save.isPending} loadingLabel="Saving">
          Save cap
        </Button>
        {status.weeklyCap !== null && (
          <Button variant="secondary" disabled={save.isPending} onClick={() => send(null)}>
            Remove cap
          </Button>
        )}
      </div>
    </form>
  );
}

/** The Performance page's weekly spend cap (issue 47 item 5): spend against it, and the owner's setting. */
export function SpendCapCard() {
  const status = useSpendCap();
  return (
    <Card as="section" aria-labelledby="spend-cap-heading" className={styles.card}>
      <h2 id="spend-cap-heading" className="mh-card__title">
        Weekly spend cap
      </h2>
      {status.isPending && <Spinner label="Loading your weekly cap" />}
      {status.isError && <LoadError title="Your weekly cap could not load" error={status.error} onRetry={status.refetch} />}
      {status.data && (
        <>
          <div aria-live="polite">
            <SpendAgainstCap status={status.data} />
          </div>
          <SpendCapForm key={status.data.weeklyCap ?? 'none'} status={status.data} />
        </>
      )}
    </Card>
  );
}
