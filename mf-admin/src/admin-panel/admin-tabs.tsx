import type { KeyboardEvent } from 'react';
import styles from './admin-panel.module.css';

export interface AdminTab<Id extends string> {
  id: Id;
  label: string;
}

export const adminTabId = (id: string) => `admin-tab-${id}`;
export const adminPanelId = (id: string) => `admin-panel-${id}`;

export interface AdminTabsProps<Id extends string> {
  tabs: readonly AdminTab<Id>[];
  active: Id;
  onSelect: (id: Id) => void;
}

/** ARIA tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move and select. */
export function AdminTabs<Id extends string>({ tabs, active, onSelect }: AdminTabsProps<Id>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.id);
    document.getElementById(adminTabId(target.id))?.focus();
  };

  return (
    <div role="tablist" aria-label="Admin sections" className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            id={adminTabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={adminPanelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
