import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, AUSTRALIAN_STATES, type AdminDemandByRegion, type AdminDemandRegion } from '@motohaul/contracts';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { AdminApiProvider } from '../../../api/admin-client-context';
import { dotRadius, shareFill, SHARE_STEPS, NO_LEADS } from './demand-scale';
import { DemandSection } from './demand-section';

const DEMAND = `GET ${API_PATHS.adminDemandByRegion}`;
const region = (state: AdminDemandRegion['state'], leads = 0, sold = 0, providers = 0): AdminDemandRegion => ({ state, leads, sold, providers });
const answer = (days: number, regions: AdminDemandRegion[]): AdminDemandByRegion => ({
  days: days as AdminDemandByRegion['days'],
  from: '2026-10-27T00:00:00.000Z',
  regions,
});
const allStates = (overrides: Partial<Record<string, AdminDemandRegion>>) =>
  AUSTRALIAN_STATES.map((state) => overrides[state] ?? region(state));

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <AdminApiProvider token="tok-1">
        <DemandSection />
      </AdminApiProvider>
    </QueryClientProvider>,
  );
  return user;
}

describe('demand scale', () => {
  it('colours a share sold by its step, and no leads grey; a disc grows with the leads', () => {
    expect(shareFill(null)).toBe(NO_LEADS.fill);
    expect(shareFill(0)).toBe(SHARE_STEPS[0].fill);
    expect(shareFill(49.9)).toBe(SHARE_STEPS[1].fill);
    expect(shareFill(50)).toBe(SHARE_STEPS[2].fill);
    expect(shareFill(100)).toBe(SHARE_STEPS[3].fill);
    expect(dotRadius(0, 10)).toBe(4);
    expect(dotRadius(10, 10)).toBe(30);
    expect(dotRadius(1, 1000)).toBe(6);
  });
});

describe('DemandSection', () => {
  it('when the demand has loaded, then the map is named with each state’s figures, the legend names every colour and the table holds every figure', async () => {
    stubNetwork({
      [DEMAND]: () =>
        json(answer(30, [...allStates({ NSW: region('NSW', 12, 9, 3), WA: region('WA', 4, 0, 0) }), region(null, 1, 0, 0)])),
    });
    renderSection();

    const section = screen.getByRole('region', { name: 'Demand by State' });
    expect(
      await within(section).findByRole('img', {
        name: 'Map of Australia, leads by state coloured by share sold. New South Wales: 12 leads, 75.0% sold; Western Australia: 4 leads, 0.0% sold.',
      }),
    ).toBeInTheDocument();
    const legend = within(section).getByRole('list', { name: 'Share sold' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Under 25% sold',
      '25% to 50% sold',
      '50% to 75% sold',
      '75% or more sold',
      'No leads',
      'Disc area: leads in the period',
    ]);

    const table = within(section).getByRole('table', { name: 'Leads and sales by state, last 30 days' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['State', 'Leads', 'Sold', 'Share sold', 'Providers']);
    expect(rows[1]).toEqual(['New South Wales', '12', '9', '75.0%', '3']);
    expect(rows[4]).toEqual(['Western Australia', '4', '0', '0.0%', '0']);
    expect(rows[2]).toEqual(['Victoria', '0', '0', '–', '0']);
    expect(rows.at(-2)).toEqual(['Place not recognised', '1', '0', '0.0%', '–']);
    expect(rows.at(-1)).toEqual(['Providers: active providers whose base is in the state today.']);
    // A disc per state on the map, coloured by its step (a placed state without leads is grey).
    const discs = [...section.querySelectorAll('circle')];
    expect(discs).toHaveLength(8);
    expect(discs.map((disc) => disc.getAttribute('fill'))).toContain(SHARE_STEPS[3].fill);
    expect(discs.map((disc) => disc.getAttribute('fill'))).toContain(SHARE_STEPS[0].fill);
    expect(network.to(DEMAND)[0]?.searchParams.get('days')).toBe('30');
  });

  it('when the admin chooses another period, then the demand of that period is asked for and shown', async () => {
    stubNetwork({
      [DEMAND]: ({ searchParams }) =>
        json(searchParams.get('days') === '365' ? answer(365, allStates({ NT: region('NT', 2, 1, 0) })) : answer(30, allStates({}))),
    });
    const user = renderSection();
    expect(await screen.findByRole('img', { name: 'Map of Australia: no leads in this period.' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 12 months');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Leads and sales by state, last 12 months' })).toHaveTextContent('Northern Territory2150.0%'));
    expect(network.to(DEMAND).map((request) => request.searchParams.get('days'))).toEqual(['30', '365']);
  });
});
