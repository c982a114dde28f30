import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, type CurrentUser } from '@motohaul/contracts';
import { onDashboardActions } from '@motohaul/platform';
import { availableLead, provider, purchasedLead, teamMember } from '../../dashboard/test-support/fixtures';
import { json, network, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { pipelineRoutes } from '../../dashboard/test-support/pipeline-routes';
import { renderWithClient } from '../../dashboard/test-support/render';
import DashboardPage from './dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const config = { supportPhone: '1300 123 456', appMode: 'demo' as const };
const renderFor = (user: CurrentUser | null) => renderWithClient((navigation) => <DashboardPage config={config} user={user} navigation={navigation} />);

const customer: CurrentUser = { ...provider, userType: 'customer', companyName: null };
const page = (leads = [availableLead()], nextCursor: string | null = null, total = leads.length) => json({ leads, total, nextCursor });

describe('DashboardPage access', () => {
  it.each([
    ['a visitor', null],
    ['a customer', customer],
  ])('when %s opens it, then provider access is required with links to register and sign in', (_who, user) => {
    renderFor(user);
    expect(screen.getByRole('heading', { name: 'Provider Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as Provider' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Provider Login' })).toHaveAttribute('href', '/login');
  });
});

describe('DashboardPage for a provider', () => {
  it('when the API stopped counting at its cap, then the list and the tab say 1000+ available', async () => {
    stubNetwork({
      [`GET ${API_PATHS.leads}`]: () => json({ leads: [availableLead()], total: 1000, totalIsCapped: true, nextCursor: 'next' }),
      ...pipelineRoutes(() => []),
    });
    renderFor(provider);
    expect(await screen.findByText('1000+ available')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Leads 1000+' })).toBeInTheDocument();
  });

  it('when it loads, then the Leads tab shows N available and a masked card with its facts', async () => {
    stubNetwork({
      [`GET ${API_PATHS.leads}`]: () => page([availableLead({ specialRequests: 'Fragile fairing', canRollAndSteer: false, jobReference: '' })], null, 7),
      ...pipelineRoutes(() => []),
    });
    renderFor(provider);
    expect(await screen.findByText('7 available')).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: 'Honda CBR650R' }));
    expect(card.getByText(/Job ID MT-11/)).toBeInTheDocument();
    expect(card.getByText(/Posted 5 minutes ago/)).toBeInTheDocument();
    expect(card.getByText('$25')).toBeInTheDocument();
    expect(card.getByText('04*****678')).toBeInTheDocument();
    expect(card.getByText('4+ hours')).toBeInTheDocument();
    expect(card.getByText('NO')).toBeInTheDocument();
    expect(card.getByText('Fragile fairing')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Purchase' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Leads 7' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when there is a next page, then Load more fetches it with the cursor', async () => {
    stubNetwork({
      [`GET ${API_PATHS.leads}`]: (request) =>
        request.searchParams.get('cursor') === 'c2' ? page([availableLead({ id: 12, motorcycleModel: 'Second' })], null, 2) : page([availableLead()], 'c2', 2),
      ...pipelineRoutes(() => []),
    });
    const { user } = renderFor(provider);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Honda Second' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(network.requests.filter((request) => request.path === API_PATHS.leads)).toHaveLength(2);
  });

  it('when no leads are available, then the empty state shows', async () => {
    stubNetwork({ [`GET ${API_PATHS.leads}`]: () => page([]), ...pipelineRoutes(() => []) });
    renderFor(provider);
    expect(await screen.findByText('No available leads at the moment')).toBeInTheDocument();
    expect(screen.getByText('Check back soon for new opportunities')).toBeInTheDocument();
  });

  it('when tabs are focused, then arrow keys move between them and stage tabs count their purchases', async () => {
    stubNetwork({
      [`GET ${API_PATHS.leads}`]: () => page([]),
      ...pipelineRoutes(() => [purchasedLead(), purchasedLead({ id: 102, salesStage: 'called', customerName: null })]),
    });
    const { user } = renderFor(provider);
    const leadsTab = await screen.findByRole('tab', { name: /^Leads/ });
    expect(await screen.findByRole('tab', { name: 'Called 1' })).toBeInTheDocument();
    leadsTab.focus();
    await user.keyboard('{ArrowRight}');
    const purchasedTab = screen.getByRole('tab', { name: 'Purchased 1' });
    expect(purchasedTab).toHaveFocus();
    expect(purchasedTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Purchased 1' })).toHaveTextContent('Jamie Rider');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: '[Deleted Lead]' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('No leads in this stage yet')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Purchase History 2' })).toHaveFocus();
    expect(screen.getByRole('table')).toHaveTextContent('Total purchases: 2');
    expect(screen.getByRole('table')).toHaveTextContent('$50.00');
  });

  it('when the stage selector changes, then it sends the stage at once and says so', async () => {
    stubNetwork({
      [`GET ${API_PATHS.leads}`]: () => page([]),
      ...pipelineRoutes(() => [purchasedLead()]),
      [`PATCH ${API_PATHS.salesStage(101)}`]: () => json(purchasedLead({ salesStage: 'called' })),
    });
    const { user } = renderFor(provider);
    await user.click(await screen.findByRole('tab', { name: 'Purchased 1' }));
    const select = await screen.findByRole('combobox', { name: 'Sales stage' });
    expect(within(select).getByRole('option', { name: 'Purchased (Current)' })).toBeInTheDocument();
    await user.selectOptions(select, 'called');
    expect(await screen.findByText('Sales stage updated')).toBeInTheDocument();
    expect(network.bodiesOf(`PATCH ${API_PATHS.salesStage(101)}`)).toEqual([{ salesStage: 'called' }]);
  });

  it('when notes are saved, then the button reads Saving, then Saved', async () => {
    stubNetwork({
      [`GET ${API_PATHS.leads}`]: () => page([]),
      ...pipelineRoutes(() => [purchasedLead()]),
      [`PATCH ${API_PATHS.salesStage(101)}`]: () => json(purchasedLead()),
    });
    const { user } = renderFor(provider);
    await user.click(await screen.findByRole('tab', { name: 'Purchased 1' }));
    await user.type(await screen.findByPlaceholderText('Add notes...'), 'Call after 5pm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(network.bodiesOf(`PATCH ${API_PATHS.salesStage(101)}`)).toEqual([{ salesStage: 'purchased', salesNotes: 'Call after 5pm' }]);
  });

  it('when it has purchases, then it publishes the count for the header and the backup reminder appears', async () => {
    stubNetwork({ [`GET ${API_PATHS.leads}`]: () => page([]), ...pipelineRoutes(() => [purchasedLead(), purchasedLead({ id: 2 })]) });
    const states: unknown[] = [];
    const stop = onDashboardActions((state) => states.push(state));
    renderFor(provider);
    expect(
      await screen.findByText('You have 2 CRM records. Consider backing up your data regularly to prevent data loss.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(states).toContainEqual({ count: 2 });
    stop();
  });

  it('when there are no purchases, then the whole-dashboard empty state shows in the stage tabs', async () => {
    stubNetwork({ [`GET ${API_PATHS.leads}`]: () => page([]), ...pipelineRoutes(() => []) });
    const { user } = renderFor(provider);
    await user.click(await screen.findByRole('tab', { name: 'Purchased 0' }));
    expect(screen.getByText('No purchased leads yet')).toBeInTheDocument();
    expect(screen.getByText('Purchase a lead to see full customer details')).toBeInTheDocument();
  });

  it('when there are no purchases, then Purchase History says the spec\'s "No purchase history yet"', async () => {
    stubNetwork({ [`GET ${API_PATHS.leads}`]: () => page([]), ...pipelineRoutes(() => []) });
    const { user } = renderFor(provider);
    await user.click(await screen.findByRole('tab', { name: 'Purchase History 0' }));
    expect(screen.getByText('No purchase history yet')).toBeInTheDocument();
    expect(screen.queryByText('No purchased leads yet')).not.toBeInTheDocument();
  });
});

describe('DashboardPage for a team member', () => {
  it('when it loads, then there is no Leads tab, no archive and no actions, and the team empty state', async () => {
    stubNetwork({ ...pipelineRoutes(() => []) });
    renderFor(teamMember);
    expect(await screen.findByText('No leads available')).toBeInTheDocument();
    expect(screen.getByText('Purchased leads will appear here once your team purchases them')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /^Leads/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Purchased 0' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Add Lead' })).not.toBeInTheDocument();
    await networkSettled();
    expect(network.requests.some((request) => request.path === API_PATHS.leads)).toBe(false);
  });
});

describe('DashboardPage for a super admin', () => {
  it('when it loads, then it asks for no reviews of its own (the API answers a super admin 403 there)', async () => {
    stubNetwork({ [`GET ${API_PATHS.leads}`]: page([]), ...pipelineRoutes(() => []) });
    renderFor({ ...provider, userType: 'super_admin', companyName: null });
    expect(await screen.findByRole('tab', { name: /^Leads/ })).toBeInTheDocument();
    await networkSettled();
    expect(network.requests.some((request) => request.path === API_PATHS.providerReviews)).toBe(false);
    expect(network.requests.some((request) => request.path === API_PATHS.leads)).toBe(true);
  });
});
