import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type AvailableLeadsPage, type LeadGoneReason } from '@motohaul/contracts';
import { LiveAlerts } from '../../live-alerts/live-alerts';
import { FakeEventSource } from '../../test/fake-event-source';
import { AvailableLeadsPanel } from '../available-leads/available-leads-panel';
import { clearSoldLeads } from '../../api/available-leads';
import { availableLead, provider, purchasedLead } from '../test-support/fixtures';
import { json, network, networkSettled, stubNetwork, type Routes } from '@motohaul/platform/test-support/network';
import { pipelineRoutes } from '../test-support/pipeline-routes';
import { renderWithClient } from '../test-support/render';
import { LEAD_ALREADY_YOURS, LEAD_CANCELLED, LEAD_TAKEN } from './purchase-dialog';

const taken = availableLead({ id: 11, motorcycleMake: 'Honda', motorcycleModel: 'CBR650R' });
const other = availableLead({ id: 12, jobReference: 'MT-2025-0012', motorcycleMake: 'Yamaha', motorcycleModel: 'MT-07' });
const page = (leads = [taken, other]): AvailableLeadsPage => ({ area: 'all', nearestFirst: false, leads, total: leads.length, totalIsCapped: false, nextCursor: null });

beforeEach(() => clearSoldLeads());
afterEach(() => vi.unstubAllGlobals());

/** The dashboard's Leads tab with the live alerts beside it (and `extra`); the stream is a FakeEventSource. */
function renderDashboardLeads(routes: Routes, extra: ReactNode = null) {
  stubNetwork(routes);
  FakeEventSource.instances = [];
  const rendered = renderWithClient(
    <>
      <LiveAlerts user={provider} />
      <AvailableLeadsPanel user={provider} appMode="live" />
      {extra}
    </>,
    { eventSource: FakeEventSource },
  );
  act(() => FakeEventSource.latest.open());
  return rendered;
}

const sold = (id: number, reason: LeadGoneReason = 'sold') => act(() => FakeEventSource.latest.message({ type: 'lead_sold', data: { id, reason } }));
const dialog = () => within(screen.getByRole('dialog', { name: 'Purchase Lead' }));
/** The leads list (as `leads` answers it now) and payments without a card key. */
const leadsRoutes = (leads: () => AvailableLeadsPage): Routes => ({
  [`GET ${API_PATHS.leads}`]: () => json(leads()),
  [`GET ${API_PATHS.paymentConfig}`]: () => json({ stripePublishableKey: null, fallbackPurchaseEnabled: true }),
});
/** Opens the Honda's purchase dialog; answers its card button once it shows. */
async function openPurchase(user: ReturnType<typeof renderDashboardLeads>['user']) {
  const card = await screen.findByRole('article', { name: 'Honda CBR650R' });
  await user.click(within(card).getByRole('button', { name: 'Purchase' }));
  return dialog().findByRole('button', { name: 'Pay $25 with Card' });
}

describe('a lead sold to someone else (lead_sold)', () => {
  it('when a lead_sold event arrives, then the lead leaves the list at once and an open purchase dialog for it says it was taken, with payment disabled', async () => {
    let leads = page();
    const { user } = renderDashboardLeads(leadsRoutes(() => leads));
    expect(await openPurchase(user)).toBeEnabled();

    leads = page([other]);
    sold(11);

    // From the cache at once (react-query notifies on its next tick), without waiting for the refetch.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Honda CBR650R' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Yamaha MT-07' })).toBeInTheDocument();
    expect(dialog().getByRole('alert')).toHaveTextContent(LEAD_TAKEN);
    expect(dialog().getByRole('button', { name: 'Pay $25 with Card' })).toBeDisabled();
    expect(dialog().queryByRole('button', { name: 'Complete Purchase' })).not.toBeInTheDocument();
    expect(screen.getByText('1 available')).toBeInTheDocument();
    await networkSettled();
    expect(network.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('when the rider cancels the request while its dialog is open, then the dialog says so, not that another provider bought it', async () => {
    let leads = page();
    const { user } = renderDashboardLeads(leadsRoutes(() => leads));
    await openPurchase(user);

    leads = page([other]);
    sold(11, 'cancelled');

    await waitFor(() => expect(dialog().getByRole('alert')).toHaveTextContent(LEAD_CANCELLED));
    expect(dialog().queryByText(LEAD_TAKEN)).not.toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Pay $25 with Card' })).toBeDisabled();
  });

  it('when the provider bought the lead in another tab, then the open dialog says it is already theirs, not another provider’s', async () => {
    let boughtElsewhere = false;
    const { user } = renderDashboardLeads(
      {
        [`GET ${API_PATHS.leads}`]: () => json(page()),
        [`GET ${API_PATHS.paymentConfig}`]: () => json({ stripePublishableKey: null, fallbackPurchaseEnabled: true }),
        ...pipelineRoutes(() => (boughtElsewhere ? [purchasedLead({ leadId: 11 })] : [])),
      },
    );
    await openPurchase(user);

    boughtElsewhere = true;
    sold(11);

    expect(await dialog().findByText(LEAD_ALREADY_YOURS)).toBeInTheDocument();
    expect(dialog().queryByText(LEAD_TAKEN)).not.toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Pay $25 with Card' })).toBeDisabled();
  });

  it('when another lead is sold, then the open dialog stays as it was', async () => {
    let leads = page();
    const { user } = renderDashboardLeads(leadsRoutes(() => leads));
    await openPurchase(user);

    leads = page([taken]);
    sold(12);

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Yamaha MT-07' })).not.toBeInTheDocument());
    expect(dialog().queryByText(LEAD_TAKEN)).not.toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Pay $25 with Card' })).toBeEnabled();
  });

  it('when the provider completes the purchase and hears of its own sale meanwhile, then it is not told the lead was taken', async () => {
    let answer: (response: Response) => void = () => undefined;
    const purchase = new Promise<Response>((resolve) => (answer = resolve));
    const { user } = renderDashboardLeads({
      [`GET ${API_PATHS.leads}`]: () => json(page()),
      [`GET ${API_PATHS.paymentConfig}`]: () => json({ stripePublishableKey: null, fallbackPurchaseEnabled: true }),
      [`POST ${API_PATHS.purchaseLead(11)}`]: () => purchase,
      ...pipelineRoutes(() => []),
    });
    const card = await screen.findByRole('article', { name: 'Honda CBR650R' });
    await user.click(within(card).getByRole('button', { name: 'Purchase' }));
    await user.click(await dialog().findByRole('button', { name: 'Pay $25 with Card' }));
    const phone = dialog().getByLabelText(/phone/i);
    if (!(phone as HTMLInputElement).value) await user.type(phone, '0400 111 222');
    await user.click(dialog().getByRole('button', { name: 'Complete Purchase' }));

    sold(11);
    expect(dialog().queryByText(LEAD_TAKEN)).not.toBeInTheDocument();
    answer(json({ purchase: { id: 1, leadId: 11 } }, 201));
    // Raised inside the open dialog, the toast moves to the page's region when the dialog closes: wait for it there.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Lead Purchased Successfully!')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
