import { useEffect, useRef, useState } from 'react';
import { Tabs } from '@motohaul/design-system';
import { TAB_LABELS, type TabId } from './stages';
import styles from './pipeline.module.css';

export const tabId = (id: TabId) => `pipeline-tab-${id}`;
export const panelId = (id: TabId) => `pipeline-panel-${id}`;

export interface PipelineTabsProps {
  tabs: TabId[];
  active: TabId;
  /** A count per tab: a number, or text such as '1000+' for a total counted up to a cap. */
  counts: Partial<Record<TabId, number | string>>;
  onSelect: (id: TabId) => void;
}

/**
 * The design system's ARIA tabs with count badges, styled as the pipeline. Wide screens wrap the tabs so all of
 * them show; wherever they still do not fit, the row scrolls and says so: a fade on the side with hidden tabs and
 * a dot row showing the scroll position.
 */
export function PipelineTabs({ tabs, active, counts, onSelect }: PipelineTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState(0);
  const [more, setMore] = useState({ left: false, right: false });

  const measure = () => {
    const list = listRef.current;
    if (!list) return;
    const room = list.scrollWidth - list.clientWidth;
    setPosition(room > 0 ? Math.round((list.scrollLeft / room) * (tabs.length - 1)) : 0);
    setMore({ left: room > 1 && list.scrollLeft > 1, right: room > 1 && list.scrollLeft < room - 1 });
  };
  const measureRef = useRef(measure);
  useEffect(() => {
    measureRef.current = measure;
  });

  useEffect(() => {
    const list = listRef.current;
    measureRef.current();
    if (!list || typeof ResizeObserver === 'undefined') {
      const onResize = () => measureRef.current();
      window.addEventListener('resize', onResize);
      return () => window.removeEventListener('resize', onResize);
    }
    const observer = new ResizeObserver(() => measureRef.current());
    observer.observe(list);
    return () => observer.disconnect();
  }, [tabs.length]);

  // The active tab is brought into the row's view sideways. Only the row scrolls: scrollIntoView would scroll the page
  // too, and on a phone, where the tabs start below the fold, the dashboard jumped down as it loaded.
  useEffect(() => {
    const list = listRef.current;
    const tab = document.getElementById(tabId(active));
    if (!list || !tab) return;
    const row = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < row.left) list.scrollLeft -= row.left - box.left;
    else if (box.right > row.right) list.scrollLeft += box.right - row.right;
  }, [active]);

  return (
    <div className={styles.tabsWrap} data-more-left={more.left || undefined} data-more-right={more.right || undefined}>
      <Tabs
        ref={listRef}
        onScroll={measure}
        label="Sales Pipeline"
        tabs={tabs.map((id) => ({ id, label: TAB_LABELS[id], badge: counts[id] }))}
        active={active}
        onSelect={onSelect}
        tabId={tabId}
        panelId={panelId}
        classNames={{ list: styles.tabs, tab: styles.tab, activeTab: `${styles.tab} ${styles.tabActive}`, badge: styles.count }}
      />
      <div className={styles.dots} aria-hidden="true" hidden={!more.left && !more.right}>
        {tabs.map((id, index) => (
          <span key={id} className={index === position ? `${styles.dot} ${styles.dotActive}` : styles.dot} />
        ))}
      </div>
    </div>
  );
}
