import { RadioGroup } from '@motohaul/design-system';
import styles from './review-section.module.css';

export type StarValue = '' | '1' | '2' | '3' | '4' | '5';

const OPTIONS = (['1', '2', '3', '4', '5'] as const).map((value) => ({
  value,
  label: (
    <>
      <span className={styles.stars} aria-hidden="true">
        {'★'.repeat(Number(value))}
        <span className={styles.starsOff}>{'★'.repeat(5 - Number(value))}</span>
      </span>{' '}
      {value === '1' ? '1 star' : `${value} stars`}
    </>
  ),
}));

/**
 * 1 to 5 stars as a native radio group in a fieldset (ADR 0056): the arrow keys move between the stars, and a screen
 * reader reads '4 stars, radio button, 4 of 5' under the legend. Nothing is chosen until the rider chooses.
 */
export function StarRatingField({ value, onChange, error }: { value: StarValue; onChange: (value: StarValue) => void; error?: string }) {
  return <RadioGroup legend="Your rating" options={OPTIONS} value={value} onChange={onChange} error={error} inline />;
}
