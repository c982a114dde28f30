import { lazy, Suspense, useEffect, useState } from 'react';
import type { AppMode, AvailableArea, AvailableLead, CurrentUser } from '@motohaul/contracts';
import { Spinner, EmptyState } from '@motohaul/design-system';
import { availableTotalText, useAvailableLeads } from '../../api/available-leads';
import { useTripFits } from '../../api/return-trips';
import { LoadError } from '../load-error/load-error';
import { LoadMore } from '../load-more/load-more';
import { PurchaseDialog } from '../purchase-dialog/purchase-dialog';
import { AreaFilter } from './area-filter';
import { AvailableLeadCard } from './available-lead-card';
import { ViewSwitch, type LeadsView } from './view-switch';
import cards from '../lead-card/lead-card.module.css';
import styles from './available-leads.module.css';

// The map and Australia's outline load only when 'Map' is chosen (ADR 0061).
const LeadsMap = lazy(() => import('../leads-map/leads-map'));

/** The Leads tab: 'N available', the note on hidden contact details, the cards (or the map) and 'Load more'. */
export function AvailableLeadsPanel({
  user,
  appMode,
  area,
  onAreaChange,
}: {
  user: CurrentUser;
  appMode: AppMode;
  /** 'In my area' / 'All Australia' (ADR 0012); undefined: the server's default. */
  area?: AvailableArea;
  onAreaChange?: (area: AvailableArea) => void;
}) {
  const leads = useAvailableLeads(user, area);
  const [buying, setBuying] = useState<AvailableLead | null>(null);
  const [view, setView] = useState<LeadsView>('list');
  // The leads that fit the owner's return trips (issue 47 item 4), read again whenever the list is.
  const fits = useTripFits(user.userType === 'provider');
  const { refetch: refetchFits } = fits;
  const listedAt = leads.dataUpdatedAt;
  useEffect(() => {
    if (listedAt > 0 && user.userType === 'provider') void refetchFits();
  }, [listedAt, refetchFits, user.userType]);

  if (leads.isPending) return <Spinner label="Loading leads" />;
  if (leads.isError) return <LoadError title="The leads could not load" error={leads.error} onRetry={leads.refetch} />;

  const list = leads.data.pages.flatMap((page) => page.leads);
  const total = availableTotalText(leads.data.pages[0]) ?? list.length;
  return (
    <div>
      <div className={styles.summary}>
        <p className={styles.available}>{total} available</p>
        {leads.data.pages[0]?.nearestFirst && onAreaChange && <AreaFilter value={leads.data.pages[0].area} onChange={onAreaChange} />}
        <ViewSwitch value={view} onChange={setView} />
        <details className={styles.note}>
          <summary>Why can't I see full contact details?</summary>
          <p>
            Customer contact details are hidden until purchase. You see the first name and part of the phone number;
            after you buy the lead it is yours alone, with the full name, phone, email, addresses and preferred dates.
          </p>
        </details>
      </div>
      {list.length === 0 ? (
        <EmptyState title="No available leads at the moment" text="Check back soon for new opportunities" />
      ) : view === 'map' ? (
        <Suspense fallback={<Spinner label="Loading the map" />}>
          <LeadsMap leads={list} user={user} onPurchase={setBuying} fits={fits.data} />
        </Suspense>
      ) : (
        <div className={cards.grid}>
          {list.map((lead) => (
            <AvailableLeadCard key={lead.id} lead={lead} user={user} onPurchase={setBuying} fit={fits.data?.get(lead.id)} />
          ))}
        </div>
      )}
      <LoadMore pages={leads} />
      {buying && <PurchaseDialog lead={buying} user={user} appMode={appMode} onClose={() => setBuying(null)} />}
    </div>
  );
}
