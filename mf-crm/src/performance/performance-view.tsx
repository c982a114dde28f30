import { useEffect, useState } from 'react';
import type { CurrentUser, PerformanceReport } from '@motohaul/contracts';
import { BarChart, Button, buttonClassName, DescriptionList, EmptyState, Spinner } from '@motohaul/design-system';
import { AppLink } from '@motohaul/platform';
import { fetchPerformanceCsv, usePerformance, type PerformanceRange } from '../api/performance';
import { downloadCsv } from '../dashboard/export/export-csv';
import { DateFilterBar } from '../dashboard/date-filter/date-filter-bar';
import { ALL_TIME, dayRange, type DateFilter } from '../dashboard/date-filter/date-filter';
import { chartDescription, exportFileName, formatMoney, formatMonth } from './performance-format';
import { PerformanceTable } from './performance-table';
import { SpendCapCard } from './spend-cap-card';
import frame from '../layout/wide-page.module.css';
import styles from './performance.module.css';
import { LoadError } from '../dashboard/load-error/load-error';

/** The definitions of ADR 0035, as the page says them. */
const DEFINITIONS: [term: string, definition: string][] = [
  ['Leads bought', 'Leads bought in the month, archived ones included; leads you added yourself are not counted.'],
  ['Spend', 'What those leads cost, paid by card, another way or with credit.'],
  ['Credits', 'Credited back for claims approved in the month.'],
  ['Revenue', 'The customer payment amounts of the leads bought in the month that are now Paid or Finalised.'],
  ['Booked, Paid, Finalised', 'Leads bought in the month that reached Booked In (or later), Invoice Paid (or Finalised), Finalised.'],
  ['Conversion', 'Booked of bought, paid of booked, finalised of paid.'],
  ['Cost per booked job', 'Spend less credits, divided by the jobs booked.'],
];

const rangeOf = (filter: DateFilter): PerformanceRange => dayRange(filter) ?? { from: null, to: null };

function Highlights({ report }: { report: PerformanceReport }) {
  const { totals } = report;
  const items: [string, string][] = [
    ['Net spend', formatMoney(totals.netSpend)],
    ['Revenue', formatMoney(totals.revenue)],
    ['Leads booked', `${totals.booked} of ${totals.bought}`],
    ['Cost per booked job', totals.costPerBooked === null ? 'None booked' : formatMoney(totals.costPerBooked)],
  ];
  return (
    <dl className={styles.highlights} aria-label="Totals for the range">
      {items.map(([label, value]) => (
        <div key={label} className={styles.highlight}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /dashboard/performance (issue 15 item 3): the owner's return on spend per month, with a chart and the CSV. */
export function PerformanceView({ user }: { user: CurrentUser }) {
  const [filter, setFilter] = useState<DateFilter>(ALL_TIME);
  const range = rangeOf(filter);
  const performance = usePerformance(range);
  const report = performance.data;

  useEffect(() => {
    document.title = 'Performance | MotoHaul';
  }, []);

  const body = () => {
    if (performance.isPending) return <Spinner label="Loading your performance" />;
    if (performance.isError) return <LoadError title="Your performance could not load" error={performance.error} onRetry={performance.refetch} />;
    if (!report || (report.totals.bought === 0 && report.totals.credits === '0.00'))
      return <EmptyState title="No leads bought in this period" text="Choose another range, or buy a lead to see what it earns" />;
    return (
      <>
        <Highlights report={report} />
        <BarChart
          title="Net spend and revenue by month"
          description={chartDescription(report)}
          categories={report.months.map((month) => formatMonth(month.month))}
          series={[
            { name: 'Net spend', values: report.months.map((month) => Number(month.netSpend)), tone: 'brand' },
            { name: 'Revenue', values: report.months.map((month) => Number(month.revenue)), tone: 'success' },
          ]}
          formatTick={(value) => `$${value.toLocaleString('en-AU')}`}
        />
        <PerformanceTable report={report} />
      </>
    );
  };

  return (
    <div className={frame.page}>
      <header className={`${frame.header} ${styles.header}`}>
        <div>
          <h1 className={frame.title}>Performance</h1>
          <p className={frame.lead}>
            What your leads cost and earned{user.companyName ? ` for ${user.companyName}` : ''}, month by month (Sydney time).
          </p>
        </div>
        <div className={styles.actions}>
          <AppLink to="/dashboard" className={buttonClassName({ variant: 'ghost' })}>
            Back to Dashboard
          </AppLink>
          <Button variant="secondary" disabled={!report} onClick={() => void downloadCsv(() => fetchPerformanceCsv(range), () => (report ? exportFileName(report) : 'performance.csv'))}>
            Export CSV
          </Button>
        </div>
      </header>

      <SpendCapCard />

      <DateFilterBar value={filter} onChange={setFilter} />

      <section aria-label="Performance figures" aria-busy={performance.isFetching} className={styles.body}>
        {body()}
      </section>

      <details className={styles.help}>
        <summary>How these figures are counted</summary>
        <DescriptionList items={DEFINITIONS} />
      </details>
    </div>
  );
}
