import { useEffect, useState } from 'react';
import { AppLink, useNavigation } from '@motohaul/platform';
import { BUSINESS_PAGE_PATH, pipelineTabRequest, TRIPS_PAGE_PATH, type AppMode, type AvailableArea, type CurrentUser } from '@motohaul/contracts';
import { Alert, Button, buttonClassName, Spinner, EmptyState } from '@motohaul/design-system';
import { BuyingNotice } from '../business/buying-notice';
import { LiveAlerts } from '../live-alerts/live-alerts';
import { TeamManagementButton } from '../team-management/team-management-button';
import { AvailableLeadsPanel } from './available-leads/available-leads-panel';
import { BackupReminder } from './backup-reminder/backup-reminder';
import { availableTotalText, useAvailableLeads } from '../api/available-leads';
import { usePipelineSummary, usePurchaseLookup } from '../api/purchases';
import { DateFilterBar } from './date-filter/date-filter-bar';
import { ALL_TIME, dayRange, LEADS_TAB_FILTER_NOTE, rangeErrors, type DateFilter } from './date-filter/date-filter';
import { exportPurchasesCsv } from './export/export-csv';
import { useGreeting } from './greeting/greeting';
import { useHeaderActions } from './header-actions/use-header-actions';
import { leadCardId, LinkedLeadContext, sameJobRef, tabOfPurchase } from './lead-link/lead-link';
import { LoadError } from './load-error/load-error';
import { ManualLeadDialog } from './manual-lead/manual-lead-dialog';
import { panelId, PipelineTabs, tabId } from './pipeline/pipeline-tabs';
import { EmptyTab, StagePanel } from './pipeline/stage-panel';
import { summaryCounts, visibleTabs, type TabId } from './pipeline/stages';
import { PurchaseHistoryTable } from './purchase-history/purchase-history-table';
import { ReviewsPanel } from './reviews/reviews-panel';
import { ServiceAreaDialog } from './service-area/service-area-dialog';
import { MedianFirstCall } from './speed-to-contact/median-first-call';
import frame from '../layout/wide-page.module.css';
import styles from './dashboard.module.css';

/** The provider dashboard (spec §2.8): live alerts, actions, date filter and the Sales Pipeline tabs. */
export function Dashboard({ user, appMode }: { user: CurrentUser; appMode: AppMode }) {
  const isTeamMember = user.teamOwnerId !== null || user.userType === 'team_member';
  const tabs = visibleTabs(isTeamMember);
  const [active, setActive] = useState<TabId>(tabs[0] ?? 'purchased');
  const [filter, setFilter] = useState<DateFilter>(ALL_TIME);
  const [adding, setAdding] = useState(false);
  const [editingArea, setEditingArea] = useState(false);
  // A range whose From is after its To selects nothing: the tabs count 0 and list nothing (no page is asked for).
  const rangeSelectsNothing = rangeErrors(filter) !== null;
  const range = rangeSelectsNothing ? null : dayRange(filter);
  const summary = usePipelineSummary(range);
  const [area, setArea] = useState<AvailableArea | undefined>(undefined);
  const available = useAvailableLeads(user, area);
  // The header's lead count and the backup reminder count the active purchases (archived ones are not).
  const activeCount = summary.data?.active;
  const greeting = useGreeting(user.id);

  useEffect(() => {
    document.title = 'Dashboard | MotoHaul';
  }, []);

  // /dashboard/leads/:jobRef (a pasted link, a new-lead notification): open the tab that holds the lead, once
  // its purchase was looked for (a lead not bought is looked for in the Leads tab), then bring its card into view:
  // its tab shows it first while it is not among the pages read.
  const linkedJobRef = useNavigation().params?.jobRef ?? null;
  const linked = usePurchaseLookup(linkedJobRef ? { jobRef: linkedJobRef } : null);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!linkedJobRef || openedFor === linkedJobRef || !linked.isFetched) return;
    const found = linked.data ? tabOfPurchase(linked.data) : null;
    // A team member has no Archived tab: their owner's archived purchase is in Purchase History.
    const tab = found === 'archived' && isTeamMember ? 'history' : (found ?? (isTeamMember ? null : 'leads'));
    if (tab) {
      setActive(tab);
      setFilter(ALL_TIME);
    }
    setOpenedFor(linkedJobRef);
  }, [linkedJobRef, openedFor, linked.isFetched, linked.data, isTeamMember]);
  const linkedCardShown = Boolean(linkedJobRef && openedFor === linkedJobRef && available.data);
  // A link's lead not bought and not among the leads for sale in the provider's area (an alert heard before the area
  // changed, a shared link) is looked for in All Australia; found nowhere, the page says so instead of nothing.
  const linkedForSale = available.data?.pages.some((page) => page.leads.some((lead) => sameJobRef(lead.jobReference, linkedJobRef)));
  const linkedLooked = Boolean(linkedJobRef && openedFor === linkedJobRef && !linked.data && !linked.isFetching);
  const shownArea = available.data?.pages[0]?.area;
  useEffect(() => {
    if (linkedLooked && !isTeamMember && shownArea === 'mine' && !linkedForSale) setArea('all');
  }, [linkedLooked, isTeamMember, shownArea, linkedForSale]);
  const linkedMissing = linkedLooked && (isTeamMember || (shownArea === 'all' && !linkedForSale));
  useEffect(() => {
    if (!linkedJobRef || openedFor !== linkedJobRef) return;
    const card = document.getElementById(leadCardId(linkedJobRef));
    card?.scrollIntoView?.({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [linkedJobRef, openedFor, active, linkedCardShown]);

  useHeaderActions(!isTeamMember, activeCount, {
    'add-lead': () => setAdding(true),
    export: () => void exportPurchasesCsv(),
  });

  const counts = {
    ...(isTeamMember ? {} : { leads: availableTotalText(available.data?.pages[0]) }),
    ...(summary.data ? { ...summaryCounts(summary.data, rangeSelectsNothing), history: summary.data.history.count } : {}),
  };
  const pinned = linked.data && tabOfPurchase(linked.data) === active ? linked.data : null;

  const panel = () => {
    if (active === 'leads') return <AvailableLeadsPanel user={user} appMode={appMode} area={area} onAreaChange={setArea} />;
    if (summary.isPending) return <Spinner label="Loading your leads" />;
    if (summary.isError) return <LoadError title="Your leads could not load" error={summary.error} onRetry={summary.refetch} />;
    // Purchase History has its own empty state (spec §2.8: 'No purchase history yet').
    if (active === 'history') return <PurchaseHistoryTable totals={summary.data.history} />;
    if (summary.data.history.count === 0) {
      return isTeamMember ? (
        <EmptyState title="No leads available" text="Purchased leads will appear here once your team purchases them" />
      ) : (
        <EmptyState title="No purchased leads yet" text="Purchase a lead to see full customer details" />
      );
    }
    const emptyText = active === 'archived' ? 'No archived leads' : undefined;
    if (rangeSelectsNothing) return <EmptyTab text={emptyText} />;
    return <StagePanel key={active} request={pipelineTabRequest(active, range)} user={user} emptyText={emptyText} pinned={pinned} />;
  };

  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <div>
          <h1 className={frame.title}>Provider Dashboard</h1>
          <p className={frame.lead}>
            {greeting}, {user.firstName}. {user.companyName ?? ''}
          </p>
        </div>
        <LiveAlerts user={user} />
      </header>

      {/* Under the heading: a link opened on a phone shows it without scrolling. */}
      {linkedMissing && linkedJobRef && (
        <Alert title={`Lead ${linkedJobRef.toUpperCase()} is not in your leads`}>
          {isTeamMember
            ? 'It is not among your team’s purchases, or the link is wrong.'
            : 'It is not among your purchases or the leads for sale listed below: another provider may have bought it, or the link is wrong.'}
        </Alert>
      )}

      <div className={styles.toolbar}>
        {!isTeamMember && (
          <>
            <Button onClick={() => setAdding(true)}>Add Lead</Button>
            <Button variant="secondary" onClick={() => setEditingArea(true)}>
              Manage Service Area
            </Button>
            <TeamManagementButton user={user} />
            <AppLink to="/dashboard/performance" className={buttonClassName({ variant: 'secondary' })}>
              Performance
            </AppLink>
            {user.userType === 'provider' && (
              <AppLink to={BUSINESS_PAGE_PATH} className={buttonClassName({ variant: 'secondary' })}>
                Business details
              </AppLink>
            )}
            <AppLink to="/dashboard/alerts" className={buttonClassName({ variant: 'secondary' })}>
              Alert settings
            </AppLink>
            {user.userType === 'provider' && (
              <AppLink to={TRIPS_PAGE_PATH} className={buttonClassName({ variant: 'secondary' })}>
                Return trips
              </AppLink>
            )}
            <Button variant="secondary" onClick={() => void exportPurchasesCsv()}>
              Export
            </Button>
            {/* A row of the toolbar under the Export button: it moves the page down, never covers it (issue 27). */}
            <div className={styles.toolbarRow}>
              <BackupReminder records={summary.isPending ? undefined : (activeCount ?? 0)} onExport={() => void exportPurchasesCsv()} />
            </div>
          </>
        )}
        {isTeamMember && (
          <>
            <AppLink to="/dashboard/alerts" className={buttonClassName({ variant: 'secondary' })}>
              Alert settings
            </AppLink>
            <AppLink to={TRIPS_PAGE_PATH} className={buttonClassName({ variant: 'secondary' })}>
              Return trips
            </AppLink>
          </>
        )}
      </div>

      <DateFilterBar value={filter} onChange={setFilter} note={active === 'leads' && dayRange(filter) ? LEADS_TAB_FILTER_NOTE : null} />
      <MedianFirstCall filter={filter} />

      <LinkedLeadContext.Provider value={linkedJobRef}>
        <section aria-labelledby="pipeline-heading">
          <h2 id="pipeline-heading" className={styles.sectionTitle}>
            Sales Pipeline
          </h2>
          <PipelineTabs tabs={tabs} active={active} counts={counts} onSelect={setActive} />
          <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} tabIndex={0} className={styles.panel}>
            {panel()}
          </div>
        </section>
      </LinkedLeadContext.Provider>

      {/* Riders review providers: a super admin has no reviews of their own (the API refuses them the list). */}
      {user.userType !== 'super_admin' && <ReviewsPanel canReply={!isTeamMember} />}

      {/* Last on the page: it arrives with its own request, and above the tabs it would move them as it appeared. */}
      {!isTeamMember && <BuyingNotice user={user} />}

      {!isTeamMember && (
        <>
          <ManualLeadDialog open={adding} onClose={() => setAdding(false)} />
          <ServiceAreaDialog open={editingArea} onClose={() => setEditingArea(false)} user={user} />
        </>
      )}
    </div>
  );
}
