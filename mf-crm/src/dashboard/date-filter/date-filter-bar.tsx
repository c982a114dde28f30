import { useId } from 'react';
import { Button, Select, TextField } from '@motohaul/design-system';
import { ALL_TIME, DATE_RANGE_LABELS, DATE_RANGES, rangeErrors, type DateFilter, type DateRange } from './date-filter';
import styles from './date-filter.module.css';

/** The From or To field of a custom range: each bounds the other. */
function RangeEnd({ end, value, error, onChange }: { end: 'from' | 'to'; value: DateFilter; error?: string; onChange: (next: DateFilter) => void }) {
  return (
    <TextField
      label={end === 'from' ? 'From' : 'To'}
      type="date"
      value={value[end]}
      max={end === 'from' ? value.to || undefined : undefined}
      min={end === 'to' ? value.from || undefined : undefined}
      error={error}
      onChange={(e) => onChange({ ...value, [end]: e.target.value })}
    />
  );
}

/**
 * The dashboard's date filter: ranges by Sydney day, a custom from/to range and Clear Filter; `note` says what the
 * filter does not apply to (shown under it and read with the group).
 */
export function DateFilterBar({ value, onChange, note }: { value: DateFilter; onChange: (next: DateFilter) => void; note?: string | null }) {
  const noteId = useId();
  // A From after To is said on both fields (marked invalid), not left to show empty lists.
  const errors = rangeErrors(value);
  return (
    <div className={styles.bar} role="group" aria-label="Date filter" aria-describedby={note ? noteId : undefined}>
      <Select
        label="Show leads from"
        value={value.range}
        options={DATE_RANGES.map((range) => ({ value: range, label: DATE_RANGE_LABELS[range] }))}
        onChange={(event) => onChange({ ...value, range: event.target.value as DateRange })}
      />
      {value.range === 'custom' &&
        (['from', 'to'] as const).map((end) => <RangeEnd key={end} end={end} value={value} error={errors?.[end]} onChange={onChange} />)}
      <Button variant="ghost" size="sm" className={styles.clear} disabled={value.range === 'all'} onClick={() => onChange(ALL_TIME)}>
        Clear Filter
      </Button>
      {note && (
        <p id={noteId} className={styles.note} role="note">
          {note}
        </p>
      )}
    </div>
  );
}
