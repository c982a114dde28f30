import { useEffect } from 'react';
import { useNavigation } from '@motohaul/platform';
import { AdminApiProvider } from '../api/admin-client-context';
import { ADMIN_TITLE } from '../routes/routes';
import { AuditLogTab } from './audit-log/audit-log-tab';
import { ClaimsTab } from './claims/claims-tab';
import { DiscountCodesTab } from './discount-codes/discount-codes-tab';
import { LeadsTab } from './leads/leads-tab';
import { OutboxTab } from './outbox/outbox-tab';
import { OverviewTab } from './overview/overview-tab';
import { ProvidersTab } from './providers/providers-tab';
import { ReviewsTab } from './reviews/reviews-tab';
import { VerificationTab } from './verification/verification-tab';
import { SettingsTab } from './settings/settings-tab';
import styles from './admin-panel.module.css';
import { Tabs, type TabItem } from '@motohaul/design-system';

type TabKey = 'overview' | 'providers' | 'verification' | 'leads' | 'claims' | 'reviews' | 'discount-codes' | 'outbox' | 'audit-log' | 'settings';

const adminTabId = (id: string) => `admin-tab-${id}`;
const adminPanelId = (id: string) => `admin-panel-${id}`;

const TABS: readonly TabItem<TabKey>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'providers', label: 'Providers' },
  { id: 'verification', label: 'Verification' },
  { id: 'leads', label: 'All Leads' },
  { id: 'claims', label: 'Claims' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'discount-codes', label: 'Discount Codes' },
  { id: 'outbox', label: 'Outbox' },
  { id: 'audit-log', label: 'Audit Log' },
  { id: 'settings', label: 'Settings' },
];

const CONTENT: Record<TabKey, () => React.JSX.Element> = {
  overview: OverviewTab,
  providers: ProvidersTab,
  verification: VerificationTab,
  leads: LeadsTab,
  claims: ClaimsTab,
  reviews: ReviewsTab,
  'discount-codes': DiscountCodesTab,
  outbox: OutboxTab,
  'audit-log': AuditLogTab,
  settings: SettingsTab,
};

const isTabKey = (value: string | undefined): value is TabKey => TABS.some((tab) => tab.id === value);

/** The URL of a tab: Overview is `/admin`, the others `/admin/<tab>` (a link can open any tab). */
export const adminTabPath = (id: TabKey) => (id === 'overview' ? '/admin' : `/admin/${id}`);

/**
 * The tab chosen from the tab list, to be focused once it is shown: Overview (`/admin`) and the other tabs
 * (`/admin/:tab`) are two routes, so a switch between them draws the panel anew and the focus would fall to the page.
 */
let tabToFocus: TabKey | null = null;

/**
 * The signed-in admin panel's body (spec §2.9): tabs, Overview first; a tab loads its data when opened. The
 * selected tab is the URL's (`/admin/:tab`), so each tab has a link of its own and Back returns to the last one.
 */
export function AdminPanel({ token }: { token: string }) {
  const navigation = useNavigation();
  const wanted = navigation.params?.tab?.toLowerCase();
  const active: TabKey = isTabKey(wanted) ? wanted : 'overview';
  const select = (id: TabKey) => {
    if (id === active) return;
    tabToFocus = document.activeElement?.getAttribute('role') === 'tab' ? id : null;
    navigation.navigate(adminTabPath(id));
  };
  useEffect(() => {
    if (tabToFocus === active) document.getElementById(adminTabId(active))?.focus();
    tabToFocus = null;
    // Each tab has its address, and its own title in the browser's history and tab list ('Claims | Admin Dashboard').
    const label = TABS.find((tab) => tab.id === active)?.label;
    document.title = active === 'overview' ? ADMIN_TITLE : `${String(label)} | ${ADMIN_TITLE}`;
  }, [active]);
  return (
    <AdminApiProvider token={token}>
      <Tabs tabs={TABS} active={active} onSelect={select} label="Admin sections" tabId={adminTabId} panelId={adminPanelId} />
      {TABS.map((tab) => {
        const Content = CONTENT[tab.id];
        return (
          <div
            key={tab.id}
            id={adminPanelId(tab.id)}
            role="tabpanel"
            aria-labelledby={adminTabId(tab.id)}
            hidden={tab.id !== active}
            tabIndex={0}
            className={styles.panel}
          >
            {tab.id === active && <Content />}
          </div>
        );
      })}
    </AdminApiProvider>
  );
}
