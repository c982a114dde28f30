import { useLayoutEffect, type KeyboardEvent, type ReactNode, type Ref, type UIEventHandler } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
  /** A count or short text after the label (a badge). */
  badge?: ReactNode;
}

export interface TabsProps<Id extends string> {
  tabs: readonly TabItem<Id>[];
  active: Id;
  onSelect: (id: Id) => void;
  /** The tab list's accessible name ('Admin sections'). */
  label: string;
  /** The id of a tab's button; its panel must be labelled by it. */
  tabId: (id: Id) => string;
  /** The id of the panel a tab controls. */
  panelId: (id: Id) => string;
  className?: string;
  /** Class names in place of the built-in mh-tabs ones, for an owner that styles its tabs itself. */
  classNames?: { list: string | undefined; tab: string | undefined; activeTab: string | undefined; badge: string | undefined };
  /** The tab list element (e.g. to follow its horizontal scroll). */
  ref?: Ref<HTMLDivElement>;
  onScroll?: UIEventHandler<HTMLDivElement>;
}

const BUILT_IN = { list: 'mh-tabs', tab: 'mh-tabs__tab', activeTab: 'mh-tabs__tab mh-tabs__tab--active', badge: 'mh-tabs__badge' };

/**
 * ARIA tabs (WAI-ARIA tabs pattern, presentational): one tab stop, arrow keys, Home and End move and select.
 * The owner keeps the selected tab (state or URL) and renders the panels.
 */
export function Tabs<Id extends string>({ tabs, active, onSelect, label, tabId, panelId, className, classNames = BUILT_IN, ref, onScroll }: TabsProps<Id>) {
  // A list wider than the screen (a phone) scrolls sideways: the selected tab is kept in sight, so the list always
  // shows which panel is open (a link that opens a later tab, a tab chosen from the keyboard).
  const activeTabId = tabId(active);
  useLayoutEffect(() => {
    const tab = document.getElementById(activeTabId);
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const shown = list.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.left < shown.left) list.scrollLeft -= shown.left - at.left;
    else if (at.right > shown.right) list.scrollLeft += at.right - shown.right;
  }, [activeTabId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.id);
    document.getElementById(tabId(target.id))?.focus();
  };

  return (
    <div ref={ref} role="tablist" aria-label={label} className={[classNames.list ?? '', className ?? ''].join(' ').trim()} onKeyDown={onKeyDown} onScroll={onScroll}>
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            className={selected ? classNames.activeTab : classNames.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
            {tab.badge !== undefined && <span className={classNames.badge}>{tab.badge}</span>}
          </button>
        );
      })}
    </div>
  );
}
