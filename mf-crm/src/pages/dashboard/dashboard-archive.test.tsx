import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { API_PATHS, type CurrentUser, type PurchasedLead } from '@motohaul/contracts';
import { onDashboardActions } from '@motohaul/platform';
import { json, network, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { availableLead, provider, purchasedLead, superAdmin, teamMember } from '../../dashboard/test-support/fixtures';
import { pipelineRoutes } from '../../dashboard/test-support/pipeline-routes';
import { renderWithClient } from '../../dashboard/test-support/render';
import DashboardPage from './dashboard-page';

// Issue 19: archived purchases (the Archived tab, Unarchive, Purchase History), the payment amount of a finalised
// lead, and the confirm prompt before a super admin archives a lead for sale.

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const config = { supportPhone: '1300 123 456', appMode: 'demo' as const };
const renderFor = (user: CurrentUser) => renderWithClient((navigation) => <DashboardPage config={config} user={user} navigation={navigation} />);
const page = (leads = [availableLead()]) => json({ leads, total: leads.length, nextCursor: null });

const active = purchasedLead({ id: 101, salesStage: 'called' });
const archived = purchasedLead({
  id: 102,
  leadId: 12,
  jobReference: 'MT-2025-0012',
  customerName: 'Alex Archived',
  salesStage: 'called',
  amountPaid: '20.00',
  isArchived: true,
  archivedAt: '2025-06-05T00:00:00Z',
});

describe('archived purchases', () => {
  it('when the purchases load, then archived ones are left out of the stage tabs and listed under Archived', async () => {
    stubNetwork({ [`GET ${API_PATHS.leads}`]: () => page([]), ...pipelineRoutes(() => [active, archived]) });
    const { user } = renderFor(provider);
    await user.click(await screen.findByRole('tab', { name: 'Called 1' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Jamie Rider');
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('Alex Archived');
    // The tab's purchases are its own page, asked for when it opens (ADR 0069).
    expect(network.to(`GET ${API_PATHS.pipelinePage}`).map((request) => request.searchParams.get('tab'))).toEqual(['called']);

    await user.click(screen.getByRole('tab', { name: 'Archived 1' }));
    const card = within(screen.getByRole('article', { name: 'Alex Archived' }));
    expect(card.getByText('Called · Archived')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('when Unarchive is pressed, then it is sent, said, and the lead is back in its stage tab', async () => {
    let restored = false;
    stubNetwork({
      [`GET ${API_PATHS.leads}`]: () => page([]),
      ...pipelineRoutes(() => restored ? [active, { ...archived, isArchived: false, archivedAt: null }] : [active, archived]),
      [`POST ${API_PATHS.unarchivePurchase(102)}`]: () => {
        restored = true;
        return json({ ...archived, isArchived: false, archivedAt: null });
      },
    });
    const { user } = renderFor(provider);
    await user.click(await screen.findByRole('tab', { name: 'Archived 1' }));
    await user.click(screen.getByRole('button', { name: 'Unarchive' }));
    expect(await screen.findByText('Lead unarchived')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Called 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Archived 0' })).toBeInTheDocument();
    expect(screen.getByText('No archived leads')).toBeInTheDocument();
    expect(network.bodiesOf(`POST ${API_PATHS.unarchivePurchase(102)}`)).toHaveLength(1);
  });

  it('when Purchase History opens, then archived purchases are in it, marked, and in the total spend', async () => {
    stubNetwork({ [`GET ${API_PATHS.leads}`]: () => page([]), ...pipelineRoutes(() => [active, archived]) });
    const { user } = renderFor(provider);
    await user.click(await screen.findByRole('tab', { name: 'Purchase History 2' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /Alex Archived/ })).toHaveTextContent('Called (Archived)');
    expect(within(table).getByRole('row', { name: /Jamie Rider/ })).not.toHaveTextContent('Archived');
    expect(table).toHaveTextContent('Total purchases: 2');
    expect(table).toHaveTextContent('$45.00');
  });

  it('when some purchases are archived, then the header’s lead count counts the active ones only', async () => {
    stubNetwork({ [`GET ${API_PATHS.leads}`]: () => page([]), ...pipelineRoutes(() => [active, archived]) });
    const states: unknown[] = [];
    const stop = onDashboardActions((state) => states.push(state));
    renderFor(provider);
    expect(await screen.findByRole('tab', { name: 'Purchase History 2' })).toBeInTheDocument();
    expect(states).toContainEqual({ count: 1 });
    expect(states).not.toContainEqual({ count: 2 });
    stop();
  });

  it('when a team member opens the dashboard, then there is no Archived tab, and the history still counts archived purchases', async () => {
    stubNetwork({ ...pipelineRoutes(() => [active, archived]) });
    renderFor(teamMember);
    expect(await screen.findByRole('tab', { name: 'Purchase History 2' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /^Archived/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unarchive' })).not.toBeInTheDocument();
  });
});

describe('the payment amount', () => {
  const paid = (overrides: Partial<PurchasedLead>) =>
    purchasedLead({ invoicePaidAt: '2025-06-04T03:00:00Z', customerPaymentAmount: '450.00', ...overrides });

  it('when a lead is Finalised, then its payment amount still shows, and saving it keeps the lead Finalised', async () => {
    stubNetwork({
      [`GET ${API_PATHS.leads}`]: () => page([]),
      ...pipelineRoutes(() => [paid({ salesStage: 'finalised', finalisedAt: '2025-06-04T04:00:00Z' })]),
      [`PATCH ${API_PATHS.salesStage(101)}`]: () => json(paid({ salesStage: 'finalised', customerPaymentAmount: '475.00' })),
    });
    const { user } = renderFor(provider);
    await user.click(await screen.findByRole('tab', { name: 'Finalised 1' }));
    const amount = screen.getByRole('spinbutton', { name: 'Payment Amount' });
    expect(amount).toHaveValue(450);
    expect(screen.getByText('Marked as Paid')).toBeInTheDocument();
    // The card's two Save buttons say what each saves.
    const [notesSave, amountSave] = screen.getAllByRole('button', { name: 'Save' });
    expect(notesSave).toHaveAccessibleDescription('Sales notes');
    expect(amountSave).toHaveAccessibleDescription('Payment Amount');
    await user.clear(amount);
    await user.type(amount, '475.00');
    await user.click(within(amount.parentElement!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payment amount saved')).toBeInTheDocument();
    expect(network.bodiesOf(`PATCH ${API_PATHS.salesStage(101)}`)).toEqual([{ salesStage: 'finalised', customerPaymentAmount: '475.00' }]);
  });
});

describe('the date filter on the Leads tab', () => {
  it('when Today is chosen on the Leads tab, then it says plainly that the filter applies to purchased leads', async () => {
    stubNetwork({ [`GET ${API_PATHS.leads}`]: () => page([availableLead({ createdAt: '2025-01-01T00:00:00Z' })]), ...pipelineRoutes(() => []) });
    const { user } = renderFor(provider);
    await screen.findByRole('article', { name: 'Honda CBR650R' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show leads from' }), 'today');
    const note = 'This filter applies to your purchased leads. The Leads tab lists every available lead; each card shows when it was posted.';
    expect(screen.getByRole('note')).toHaveTextContent(note);
    expect(screen.getByRole('group', { name: 'Date filter' })).toHaveAccessibleDescription(note);

    await user.click(screen.getByRole('tab', { name: /^Purchased/ }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('the greeting', () => {
  it('when a provider opens the dashboard for the first time, then it says Welcome; on the next visit, Welcome back', async () => {
    stubNetwork({ [`GET ${API_PATHS.leads}`]: () => page([]), ...pipelineRoutes(() => []) });
    renderFor(provider);
    expect(await screen.findByText(/^Welcome, Pat\./)).toBeInTheDocument();
    await networkSettled();
    cleanup();

    renderFor(provider);
    expect(await screen.findByText(/^Welcome back, Pat\./)).toBeInTheDocument();
    await networkSettled();
  });
});

describe('archiving a lead for sale', () => {
  it('when a super admin presses Archive, then a prompt asks first; Cancel sends nothing, Archive Lead archives it', async () => {
    stubNetwork({
      [`GET ${API_PATHS.leads}`]: () => page([availableLead({ masked: false })]),
      ...pipelineRoutes(() => []),
      [`POST ${API_PATHS.archiveLead(11)}`]: () => json({ id: 11, isArchived: true }),
    });
    const { user } = renderFor(superAdmin);
    const card = within(await screen.findByRole('article', { name: 'Honda CBR650R' }));
    await user.click(card.getByRole('button', { name: 'Archive' }));
    const prompt = within(screen.getByRole('dialog', { name: 'Archive this lead?' }));
    expect(prompt.getByText(/no provider can see or buy it/)).toBeInTheDocument();
    await user.click(prompt.getByRole('button', { name: 'Cancel' }));
    await networkSettled();
    expect(network.bodiesOf(`POST ${API_PATHS.archiveLead(11)}`)).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive Lead' }));
    expect(await screen.findByText('Lead archived')).toBeInTheDocument();
    expect(network.bodiesOf(`POST ${API_PATHS.archiveLead(11)}`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
