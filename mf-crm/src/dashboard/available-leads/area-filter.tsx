import { useId } from 'react';
import type { AvailableArea } from '@motohaul/contracts';
import styles from './area-filter.module.css';

export const AREA_LABELS: Record<AvailableArea, string> = { mine: 'In my area', all: 'All Australia' };

/**
 * 'In my area' (within the service radius) or 'All Australia': a segmented control made of native radio
 * buttons in a fieldset, so arrow keys move between the two and screen readers announce the group and choice.
 */
export function AreaFilter({ value, onChange }: { value: AvailableArea; onChange: (area: AvailableArea) => void }) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className="mh-visually-hidden">Show leads</legend>
      {(Object.keys(AREA_LABELS) as AvailableArea[]).map((area) => (
        <label key={area} className={styles.segment}>
          <input type="radio" className={styles.input} name={name} value={area} checked={value === area} onChange={() => onChange(area)} />
          <span className={styles.label}>{AREA_LABELS[area]}</span>
        </label>
      ))}
    </fieldset>
  );
}
