import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TAB_LABELS, type TabId } from './stages';
import styles from './pipeline.module.css';

export const tabId = (id: TabId) => `pipeline-tab-${id}`;
export const panelId = (id: TabId) => `pipeline-panel-${id}`;

export interface PipelineTabsProps {
  tabs: TabId[];
  active: TabId;
  counts: Partial<Record<TabId, number>>;
  onSelect: (id: TabId) => void;
}

/** ARIA tabs with count badges (arrow keys, Home, End); on small screens a dot row shows the scroll position. */
export function PipelineTabs({ tabs, active, counts, onSelect }: PipelineTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(0);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    const room = list.scrollWidth - list.clientWidth;
    setPosition(room > 0 ? Math.round((list.scrollLeft / room) * (tabs.length - 1)) : 0);
  };

  useEffect(() => {
    document.getElementById(tabId(active))?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target);
    document.getElementById(tabId(target))?.focus();
  };

  return (
    <div className={styles.tabsWrap}>
      <div ref={listRef} role="tablist" aria-label="Sales Pipeline" className={styles.tabs} onKeyDown={onKeyDown} onScroll={onScroll}>
        {tabs.map((id) => {
          const selected = id === active;
          const count = counts[id];
          return (
            <button
              key={id}
              id={tabId(id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(id)}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => onSelect(id)}
            >
              {TAB_LABELS[id]}
              {count !== undefined && <span className={styles.count}>{count}</span>}
            </button>
          );
        })}
      </div>
      <div className={styles.dots} aria-hidden="true">
        {tabs.map((id, index) => (
          <span key={id} className={index === position ? `${styles.dot} ${styles.dotActive}` : styles.dot} />
        ))}
      </div>
    </div>
  );
}
