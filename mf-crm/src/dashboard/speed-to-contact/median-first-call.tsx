import { useId } from 'react';
import { Button, Spinner } from '@motohaul/design-system';
import { useSpeedToContact } from '../../api/speed-to-contact';
import { dayRange, rangeErrors, type DateFilter, type DateRange } from '../date-filter/date-filter';
import { formatDuration } from '../format/duration';
import styles from './median-first-call.module.css';

export const MEDIAN_FIRST_CALL_TITLE = 'Median time to first call';
export const NO_CALLS_YET = 'No calls yet';
/** What the card says while the custom range starts after it ends (the date fields say why). */
export const RANGE_TO_CORRECT = 'Correct the date range above to see this figure.';

const RANGE_WORDS: Record<Exclude<DateRange, 'custom'>, string> = {
  all: 'at any time',
  today: 'today',
  yesterday: 'yesterday',
  last7: 'in the last 7 days',
  last30: 'in the last 30 days',
};

/** When the leads counted were bought, in words ('in the last 7 days', 'from 2025-03-01 to 2025-03-31'). */
function boughtWhen(filter: DateFilter, range: { from: string; to: string } | null): string {
  if (!range) return RANGE_WORDS.all;
  if (filter.range === 'custom') return range.from === range.to ? `on ${range.from}` : `from ${range.from} to ${range.to}`;
  return RANGE_WORDS[filter.range];
}

/**
 * The provider's median time from purchase to first call over the purchases the date filter selects (ADR 0034),
 * computed by the API; a team member sees their owner's figure. 'No calls yet' when none in the range was called.
 */
export function MedianFirstCall({ filter }: { filter: DateFilter }) {
  const headingId = useId();
  const invalidRange = rangeErrors(filter) !== null;
  const range = dayRange(filter);
  // A range the server would refuse is not asked for: the date fields already say what to correct.
  const speed = useSpeedToContact(range, !invalidRange);

  const body = () => {
    if (invalidRange) return <p className={styles.note}>{RANGE_TO_CORRECT}</p>;
    // While it loads, the card keeps the rows its figure will fill (an empty figure, the spinner in the note's row):
    // the figure arriving moves nothing below it.
    if (speed.isPending)
      return (
        <>
          <p className={styles.value} aria-hidden="true">
            {'\u00a0'}
          </p>
          <p className={styles.note}>
            <Spinner size="sm" label="Loading the median time to first call" />
          </p>
        </>
      );
    if (speed.isError)
      return (
        <p className={styles.error}>
          It could not load: {speed.error.message}
          <Button size="sm" variant="secondary" onClick={() => void speed.refetch()}>
            Try again
          </Button>
        </p>
      );
    const { medianSeconds, calledLeads } = speed.data;
    const leads = `${calledLeads} called lead${calledLeads === 1 ? '' : 's'}`;
    return (
      <>
        <p className={styles.value}>{medianSeconds === null ? NO_CALLS_YET : formatDuration(medianSeconds * 1000)}</p>
        <p className={styles.note}>
          {medianSeconds === null
            ? `None of the leads bought ${boughtWhen(filter, range)} has been moved to Called yet.`
            : `From purchase to 'Called', over ${leads} bought ${boughtWhen(filter, range)}.`}
        </p>
      </>
    );
  };

  return (
    <section className={styles.stat} aria-labelledby={headingId} aria-busy={(!invalidRange && speed.isFetching) || undefined}>
      <h2 id={headingId} className={styles.title}>
        {MEDIAN_FIRST_CALL_TITLE}
      </h2>
      {body()}
    </section>
  );
}
