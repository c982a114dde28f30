import { useEffect, useRef, useState } from 'react';
import { Tabs } from '@motohaul/design-system';
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

/** The design system's ARIA tabs with count badges, styled as the pipeline; on small screens a dot row shows the scroll position. */
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

  return (
    <div className={styles.tabsWrap}>
      <Tabs
        ref={listRef}
        onScroll={onScroll}
        label="Sales Pipeline"
        tabs={tabs.map((id) => ({ id, label: TAB_LABELS[id], badge: counts[id] }))}
        active={active}
        onSelect={onSelect}
        tabId={tabId}
        panelId={panelId}
        classNames={{ list: styles.tabs, tab: styles.tab, activeTab: `${styles.tab} ${styles.tabActive}`, badge: styles.count }}
      />
      <div className={styles.dots} aria-hidden="true">
        {tabs.map((id, index) => (
          <span key={id} className={index === position ? `${styles.dot} ${styles.dotActive}` : styles.dot} />
        ))}
      </div>
    </div>
  );
}
