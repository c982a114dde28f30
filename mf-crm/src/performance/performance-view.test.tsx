import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, type PerformanceFigures, type PerformanceReport } from '@motohaul/contracts';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { provider, teamMember } from '../dashboard/test-support/fixtures';
import { renderWithClient } from '../dashboard/test-support/render';
import PerformancePage from '../pages/performance/performance-page';
import { PerformanceView } from './performance-view';

afterEach(() => vi.restoreAllMocks());

const PERFORMANCE = `GET ${API_PATHS.performance}`;
const EXPORT = `GET ${API_PATHS.performanceExport}`;

const zero: PerformanceFigures = {
  bought: 0,
  booked: 0,
  paid: 0,
  finalised: 0,
  spend: '0.00',
  credits: '0.00',
  netSpend: '0.00',
  revenue: '0.00',
  bookedRate: null,
  paidRate: null,
  finalisedRate: null,
  costPerBooked: null,
};
const january = {
  bought: 2,
  booked: 2,
  paid: 1,
  finalised: 1,
  spend: '45.00',
  credits: '0.00',
  netSpend: '45.00',
  revenue: '1400.00',
  bookedRate: '100.0',
  paidRate: '50.0',
  finalisedRate: '100.0',
  costPerBooked: '22.50',
};
const report: PerformanceReport = {
  from: '2030-01-01',
  to: '2030-02-28',
  months: [
    { month: '2030-01', ...january },
    { month: '2030-02', ...zero },
  ],
  totals: january,
};

describe('PerformanceView', () => {
  it('when the owner opens it, then the figures of every month and the totals show in a table, a chart and highlights', async () => {
    stubNetwork({ [PERFORMANCE]: () => json(report) });
    renderWithClient(<PerformanceView user={provider} />);

    const table = within(await screen.findByRole('table'));
    const rowOf = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(rowOf('Jan 2030')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2', '2', '1', '1', '$45.00', '$0.00', '$45.00', '$1,400.00', '100.0%', '50.0%', '100.0%', '$22.50',
    ]);
    // A quiet month: zeros, and no rate or cost over nothing (read as 'none').
    expect(within(rowOf('Feb 2030')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '0', '0', '0', '0', '$0.00', '$0.00', '$0.00', '$0.00', '—none', '—none', '—none', '—none',
    ]);
    expect(rowOf('Total')).toHaveTextContent('$22.50');
    expect(screen.getByRole('img', { name: /Net spend and revenue by month Jan 2030 to Feb 2030: \$45\.00 net spend on 2 leads/ })).toBeInTheDocument();
    const totals = screen.getByLabelText('Totals for the range');
    expect(within(totals).getByText('Cost per booked job').nextSibling).toHaveTextContent('$22.50');
    expect(within(totals).getByText('Leads booked').nextSibling).toHaveTextContent('2 of 2');
    expect(screen.getByRole('region', { name: 'Performance by month' })).toHaveAttribute('tabindex', '0');
    // All Time asks for no range: the API starts at the first purchase and ends today.
    expect([...network.to(PERFORMANCE)[0]!.searchParams.keys()]).toEqual([]);
  });

  it('when a range is chosen, then the report of that range is asked for, and Export CSV downloads the same range', async () => {
    stubNetwork({ [PERFORMANCE]: () => json(report), [EXPORT]: () => new Response('Month\r\n', { headers: { 'Content-Type': 'text/csv' } }) });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderWithClient(<PerformanceView user={provider} />);
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show leads from' }), 'Custom Range');
    await user.type(screen.getByLabelText('From'), '2030-01-01');
    await user.type(screen.getByLabelText('To'), '2030-02-28');
    await vi.waitFor(() => expect(network.to(PERFORMANCE).at(-1)!.searchParams.toString()).toBe('from=2030-01-01&to=2030-02-28'));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(network.to(EXPORT)[0]!.searchParams.toString()).toBe('from=2030-01-01&to=2030-02-28');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('performance-2030-01-01-to-2030-02-28.csv');
  });

  it('shows the weekly spend cap above the figures (issue 47 item 5)', async () => {
    stubNetwork({ [PERFORMANCE]: json(report), [`GET ${API_PATHS.spendCap}`]: json({ weeklyCap: '200.00', spentThisWeek: '50.00', weekStart: '2030-02-04' }) });
    renderWithClient(<PerformanceView user={provider} />);
    const cap = await screen.findByRole('region', { name: 'Weekly spend cap' });
    expect(await within(cap).findByText(/\$50\.00 of your \$200\.00 weekly cap spent/)).toBeInTheDocument();
  });

  it('when nothing was bought in the range, then it says so', async () => {
    stubNetwork({ [PERFORMANCE]: () => json({ ...report, months: [{ month: '2030-01', ...zero }], totals: zero }) });
    renderWithClient(<PerformanceView user={provider} />);
    expect(await screen.findByText('No leads bought in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when the report fails, then the API’s message shows with Try again, which asks again', async () => {
    stubNetwork({ [PERFORMANCE]: [json({ message: 'Choose a range of at most 5 years' }, 400), json(report)] });
    const { user } = renderWithClient(<PerformanceView user={provider} />);
    expect(await screen.findByText('Choose a range of at most 5 years')).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Performance figures' })).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('/dashboard/performance', () => {
  it('when a team member opens it, then it says it is the owner’s and asks for nothing', () => {
    stubNetwork({});
    renderWithClient((navigation) => (
      <PerformancePage config={{ supportPhone: '1300 123 456', appMode: 'demo' }} user={teamMember} navigation={{ ...navigation, pathname: '/dashboard/performance' }} />
    ));
    expect(screen.getByRole('heading', { name: 'Performance' })).toBeInTheDocument();
    expect(screen.getByText(/only the account owner can see it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(network.to(PERFORMANCE)).toEqual([]);
  });
});
