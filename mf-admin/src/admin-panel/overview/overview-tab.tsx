import { Card } from '@motohaul/design-system';
import { useAdminAnalytics } from '../../api/overview';
import { formatMoney, formatPercent } from '../format';
import { LoadState } from '../load-state';
import { DemandSection } from './demand-map/demand-section';
import { MonthChart } from './month-chart';
import { monthSeries } from './month-series';
import { PipelineFunnel } from './pipeline-funnel';
import styles from '../admin-panel.module.css';

/** The figures of the Overview (docs/decisions/0006-admin-figures.md defines each). */
export function OverviewTab() {
  const query = useAdminAnalytics();

  if (!query.isSuccess) return <LoadState what="the overview" query={query} />;

  const a = query.data;
  const stages = [
    { label: 'Purchased', count: a.salesStages.purchased },
    { label: 'Called', count: a.salesStages.called },
    { label: 'Booked In', count: a.salesStages.bookedIn },
    { label: 'In Transit', count: a.salesStages.inTransit },
    { label: 'Safety Check', count: a.salesStages.safetyCheck },
    { label: 'Paid', count: a.salesStages.paid },
    { label: 'Finalised', count: a.salesStages.finalised },
  ];
  const months = monthSeries(a.purchasesByMonth);

  return (
    <div className={styles.stack}>
      <ul className={styles.tiles} aria-label="Key figures">
        <Figure label="Total Providers" value={String(a.totalProviders)} />
        <Figure label="Active Providers" value={String(a.activeProviders)} />
        <Figure label="Total Revenue" value={formatMoney(a.totalRevenue)} />
        <Figure label="Total Purchases" value={String(a.totalPurchases)} />
      </ul>
      <div className={styles.twoColumns}>
        <Card as="section" title="Lead Analytics" headingLevel={3} aria-label="Lead Analytics">
          <dl className={styles.figureList}>
            <Row label="Inbound Leads" value={String(a.inboundLeads)} />
            <Row label="Conversion Rate" value={formatPercent(a.conversionRate)} />
            <Row label="Average Lead Value" value={formatMoney(a.averageLeadValue)} />
            <Row label="Avg Revenue per Provider" value={formatMoney(a.averageRevenuePerProvider)} />
            <Row label="Merged requests" value={String(a.mergedRequests)} />
          </dl>
        </Card>
        <Card as="section" title="Sales Pipeline" headingLevel={3} aria-label="Sales Pipeline">
          <dl className={styles.figureList}>
            {stages.map((stage) => (
              <Row key={stage.label} label={stage.label} value={String(stage.count)} />
            ))}
          </dl>
          <PipelineFunnel stages={stages} />
        </Card>
      </div>
      <Card as="section" title="Purchases and Revenue by Month" headingLevel={3} aria-label="Purchases and Revenue by Month">
        {months.length > 0 ? <MonthChart points={months} /> : <p className={styles.muted}>No purchases yet: the chart appears with the first sale.</p>}
      </Card>
      <DemandSection />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <li className={styles.tile}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileValue}>{value}</span>
    </li>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figureRow}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
