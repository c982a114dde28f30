import styles from './area-filter.module.css';

export type LeadsView = 'list' | 'map';
const VIEW_LABELS: Record<LeadsView, string> = { list: 'List', map: 'Map' };

/** 'List' or 'Map' (ADR 0061): two toggle buttons (aria-pressed) in a named group, styled as the area filter's segments. */
export function ViewSwitch({ value, onChange }: { value: LeadsView; onChange: (view: LeadsView) => void }) {
  return (
    <div role="group" aria-label="Show leads as" className={styles.group}>
      {(Object.keys(VIEW_LABELS) as LeadsView[]).map((view) => (
        <button key={view} type="button" className={styles.toggle} aria-pressed={value === view} onClick={() => onChange(view)}>
          {VIEW_LABELS[view]}
        </button>
      ))}
    </div>
  );
}
