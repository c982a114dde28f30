import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type AvailableLead, type CurrentUser, type PurchasedLead } from '@motohaul/contracts';
import { json, network, networkSettled, stubNetwork, type SentRequest } from '@motohaul/platform/test-support/network';
import { sydneyDay } from '../../dashboard/date-filter/date-filter';
import { availableLead, provider, purchasedLead, teamMember } from '../../dashboard/test-support/fixtures';
import { pipelineRoutes } from '../../dashboard/test-support/pipeline-routes';
import { renderWithClient } from '../../dashboard/test-support/render';
import DashboardPage from './dashboard-page';

// ADR 0069: the pipeline reads the tabs' counts, and a tab's purchases a page at a time, from the server.

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const config = { supportPhone: '1300 123 456', appMode: 'demo' as const };
const renderFor = (user: CurrentUser, options: { initial?: string; patterns?: readonly string[] } = {}) =>
  renderWithClient((navigation) => <DashboardPage config={config} user={user} navigation={navigation} />, options);
const noLeads = { [`GET ${API_PATHS.leads}`]: () => Response.json({ leads: [], total: 0, nextCursor: null }) };

/** `count` called purchases, newest first, each with its own customer and job reference. */
const called = (count: number): PurchasedLead[] =>
  Array.from({ length: count }, (_, index) =>
    purchasedLead({ id: 1000 + index, leadId: 500 + index, jobReference: `MT-9${String(index).padStart(3, '0')}`, salesStage: 'called', customerName: `Rider ${index + 1}` }),
  );
const pageRequests = () => network.to(`GET ${API_PATHS.pipelinePage}`).map((request) => Object.fromEntries(request.searchParams));

describe('the pipeline a page at a time', () => {
  it('when a tab holds more than a page, then it shows the first 50 and Load more reads the next', async () => {
    const purchases = called(60);
    stubNetwork({ ...noLeads, ...pipelineRoutes(() => purchases) });
    const { user } = renderFor(provider);
    await user.click(await screen.findByRole('tab', { name: 'Called 60' }));
    expect(await screen.findAllByRole('article')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Rider 60' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(pageRequests().map(({ tab, page }) => [tab, page])).toEqual([
      ['called', '1'],
      ['called', '2'],
    ]);
  });

  it('when a link opens a lead beyond the first page, then its tab opens with that lead first and focused', async () => {
    const purchases = called(60);
    stubNetwork({ ...noLeads, ...pipelineRoutes(() => purchases) });
    renderFor(provider, { initial: '/dashboard/leads/mt-9055', patterns: ['/dashboard/leads/:jobRef'] });
    expect(await screen.findByRole('tab', { name: 'Called 60' })).toHaveAttribute('aria-selected', 'true');
    const cards = await screen.findAllByRole('article');
    expect(cards[0]).toHaveAccessibleName('Rider 56');
    await waitFor(() => expect(cards[0]).toHaveFocus());
    expect(await screen.findAllByRole('article')).toHaveLength(51);
    expect(pageRequests()).toContainEqual({ jobRef: 'mt-9055' });
  });

  /** GET /api/leads in the provider's area ('mine' by default) and in All Australia. */
  const leadsByArea = (inAll: AvailableLead[]) => ({
    [`GET ${API_PATHS.leads}`]: ({ searchParams }: SentRequest) => {
      const area = searchParams.get('area') ?? 'mine';
      const leads = area === 'all' ? inAll : [];
      return json({ area, nearestFirst: true, leads, total: leads.length, totalIsCapped: false, nextCursor: null });
    },
  });

  it('when a link names a lead that is neither bought by the provider nor for sale, then the page says so', async () => {
    stubNetwork({ ...leadsByArea([]), ...pipelineRoutes(() => called(2)) });
    renderFor(provider, { initial: '/dashboard/leads/mt-999999', patterns: ['/dashboard/leads/:jobRef'] });
    const notice = (await screen.findByText('Lead MT-999999 is not in your leads')).closest('[role="status"]');
    expect(notice).toHaveTextContent('another provider may have bought it');
    expect(screen.getByRole('tab', { name: /^Leads/ })).toHaveAttribute('aria-selected', 'true');
  });

  it("when a link names a lead for sale outside the provider's area, then All Australia is shown with its card focused, and no notice", async () => {
    stubNetwork({ ...leadsByArea([availableLead({ id: 34, jobReference: 'MT-250034', motorcycleMake: 'Vespa', motorcycleModel: 'GTS 300' })]), ...pipelineRoutes(() => called(2)) });
    renderFor(provider, { initial: '/dashboard/leads/MT-250034', patterns: ['/dashboard/leads/:jobRef'] });
    const card = await screen.findByRole('article', { name: 'Vespa GTS 300' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(network.to(`GET ${API_PATHS.leads}`).map((request) => request.searchParams.get('area'))).toContain('all');
    expect(screen.queryByText(/is not in your leads/)).not.toBeInTheDocument();
  });

  it("when a team member's link names a lead their team did not buy, then the page says so", async () => {
    stubNetwork({ ...noLeads, ...pipelineRoutes(() => called(2)) });
    renderFor(teamMember, { initial: '/dashboard/leads/MT-999999', patterns: ['/dashboard/leads/:jobRef'] });
    const notice = (await screen.findByText('Lead MT-999999 is not in your leads')).closest('[role="status"]');
    expect(notice).toHaveTextContent('It is not among your team’s purchases');
  });

  it('when a link names a lead that is bought, then no such notice shows', async () => {
    stubNetwork({ ...noLeads, ...pipelineRoutes(() => called(2)) });
    renderFor(provider, { initial: '/dashboard/leads/mt-9001', patterns: ['/dashboard/leads/:jobRef'] });
    expect(await screen.findByRole('tab', { name: 'Called 2' })).toHaveAttribute('aria-selected', 'true');
    await networkSettled();
    expect(screen.queryByText(/is not in your leads/)).not.toBeInTheDocument();
  });

  it('when a Purchase History header is pressed, then the server is asked for that order, and the rows stay meanwhile', async () => {
    const purchases = called(3);
    stubNetwork({ ...noLeads, ...pipelineRoutes(() => purchases) });
    const { user } = renderFor(provider);
    await user.click(await screen.findByRole('tab', { name: 'Purchase History 3' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5); // the header, three purchases, the totals
    await user.click(within(table).getByRole('button', { name: /Customer/ }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
    await user.click(within(table).getByRole('button', { name: /Customer/ }));
    await networkSettled();
    expect(pageRequests().map(({ sort, direction }) => [sort, direction])).toEqual([
      ['purchasedAt', 'desc'],
      ['customerName', 'desc'],
      ['customerName', 'asc'],
    ]);
    expect(screen.getByRole('table')).toHaveTextContent('Total purchases: 3');
  });

  it('when Today is chosen, then the counts are asked for today in Sydney; a From after its To asks for no page and counts 0', async () => {
    const purchases = called(2);
    stubNetwork({ ...noLeads, ...pipelineRoutes(() => purchases) });
    const { user } = renderFor(provider);
    await user.click(await screen.findByRole('tab', { name: 'Called 2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show leads from' }), 'today');
    const today = sydneyDay(new Date());
    await networkSettled();
    const summaries = network.to(`GET ${API_PATHS.pipelineSummary}`).map((request) => Object.fromEntries(request.searchParams));
    expect(summaries).toContainEqual({ from: today, to: today });
    expect(pageRequests().at(-1)).toMatchObject({ tab: 'called', from: today, to: today });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show leads from' }), 'custom');
    const asked = pageRequests().length;
    await user.type(screen.getByLabelText('From'), '2025-06-05');
    await user.type(screen.getByLabelText('To'), '2025-06-01');
    expect(await screen.findByRole('tab', { name: 'Called 0' })).toBeInTheDocument();
    expect(screen.getByText('No leads in this stage yet')).toBeInTheDocument();
    await networkSettled();
    expect(pageRequests().slice(asked).filter((request) => request.from === '2025-06-05')).toEqual([]);
  });
});
