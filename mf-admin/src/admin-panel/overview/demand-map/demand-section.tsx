import { lazy, Suspense, useState } from 'react';
import { DEMAND_PERIOD_DAYS, DEMAND_PERIOD_DEFAULT, type AdminDemandRegion, type DemandPeriodDays } from '@motohaul/contracts';
import { Card, Select, Spinner } from '@motohaul/design-system';
import { useAdminDemand } from '../../../api/demand';
import { formatPercent } from '../../format';
import { LoadError } from '../../load-state';
import { NO_LEADS, regionName, SHARE_STEPS, shareSold } from './demand-scale';
import styles from './demand-map.module.css';

// The map and Australia's outline load with the section, not with the panel (ADR 0061).
const DemandMap = lazy(() => import('./demand-map'));

const PERIOD_LABELS: Record<DemandPeriodDays, string> = { 7: 'Last 7 days', 30: 'Last 30 days', 90: 'Last 90 days', 365: 'Last 12 months' };
const PERIOD_OPTIONS = DEMAND_PERIOD_DAYS.map((days) => ({ value: String(days), label: PERIOD_LABELS[days] }));

/** 'NSW: 12 leads, 75.0% sold' for each state with leads: the map's summary for a screen reader. */
function mapSummary(regions: readonly AdminDemandRegion[]): string {
  const withLeads = regions.filter((region) => region.state && region.leads > 0);
  if (withLeads.length === 0) return 'Map of Australia: no leads in this period.';
  const parts = withLeads.map((region) => `${regionName(region.state)}: ${region.leads} leads, ${formatPercent(shareSold(region) ?? 0)} sold`);
  return `Map of Australia, leads by state coloured by share sold. ${parts.join('; ')}.`;
}

/** Where demand lacks supply: rider leads per state in the chosen period and the share sold, on the map and in a table. */
export function DemandSection() {
  const [days, setDays] = useState<DemandPeriodDays>(DEMAND_PERIOD_DEFAULT);
  const query = useAdminDemand(days);

  return (
    <Card as="section" title="Demand by State" headingLevel={3} aria-label="Demand by State">
      <div className={styles.controls}>
        <Select
          label="Period"
          options={PERIOD_OPTIONS}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value) as DemandPeriodDays)}
        />
      </div>
      {query.isPending ? (
        <Spinner label="Loading demand by state" />
      ) : query.isError ? (
        <LoadError what="demand by state" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <div className={styles.layout}>
          <div className={styles.drawing}>
            <Suspense fallback={<Spinner label="Loading the map" />}>
              <DemandMap regions={query.data.regions} label={mapSummary(query.data.regions)} />
            </Suspense>
            <ul className={styles.legend} aria-label="Share sold">
              {[...SHARE_STEPS, NO_LEADS].map((step) => (
                <li key={step.label}>
                  <span className={styles.swatch} style={{ background: step.fill }} aria-hidden="true" />
                  {step.label}
                </li>
              ))}
              <li>Disc area: leads in the period</li>
            </ul>
          </div>
          <DemandTable regions={query.data.regions} caption={`Leads and sales by state, ${PERIOD_LABELS[days].toLowerCase()}`} />
        </div>
      )}
    </Card>
  );
}

function DemandTable({ regions, caption }: { regions: readonly AdminDemandRegion[]; caption: string }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">Leads</th>
          <th scope="col">Sold</th>
          <th scope="col">Share sold</th>
          <th scope="col">Providers</th>
        </tr>
      </thead>
      <tbody>
        {regions.map((region) => {
          const share = shareSold(region);
          return (
            <tr key={region.state ?? 'unplaced'}>
              <th scope="row">{regionName(region.state)}</th>
              <td>{region.leads}</td>
              <td>{region.sold}</td>
              <td>{share === null ? '–' : formatPercent(share)}</td>
              <td>{region.state ? region.providers : '–'}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={5}>Providers: active providers whose base is in the state today.</td>
        </tr>
      </tfoot>
    </table>
  );
}
