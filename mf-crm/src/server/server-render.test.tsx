import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, type AvailableLeadsPage, type PipelineSummary } from '@motohaul/contracts';
import { json } from '@motohaul/platform/test-support/network';
import { routes } from './server';
import { availableLead, provider, purchasedLead, teamMember } from '../dashboard/test-support/fixtures';
// eslint-disable-next-line no-restricted-imports -- the remote's pages drawn by the shell's server render and hydrated as its bootstrap does
import { drawServerRoutes, hydrate, serverHtml, stubApi } from '../../../shell/src/test-support/server-render';
// eslint-disable-next-line no-restricted-imports -- the shell's server render, which draws this remote's server bundle
import { renderPage, serverRenderedPage } from '../../../shell/src/server/render-page';

// The dashboard drawn on the server for a signed-in user (issue 30 item 2, ADR 0066, ADR 0086), with mf-crm's real
// pages and the answers its loader asks the API for: the leads for sale and the pipeline are in the first HTML.

drawServerRoutes('mf_crm', routes);

const leads: AvailableLeadsPage = {
  area: 'mine',
  nearestFirst: false,
  leads: [availableLead(), availableLead({ id: 12, jobReference: 'MT-2025-0012', motorcycleMake: 'Vespa', motorcycleModel: 'GTS 300' })],
  total: 2,
  totalIsCapped: false,
  nextCursor: null,
};
const purchases = [purchasedLead(), purchasedLead({ id: 102, leadId: 13, salesStage: 'called' })];
const summary: PipelineSummary = {
  tabs: { purchased: 1, called: 1, booked_in: 0, picked_up: 0, in_transit: 0, delivered: 0, paid: 0, declined: 0, finalised: 0, archived: 0 },
  history: { count: 2, amount: 50 },
  active: 2,
};

/** The API as the dashboard's loader finds it for `user` (null: a visitor). */
const signedIn = (user: typeof provider | null) =>
  stubApi({
    [`GET ${API_PATHS.authSession}`]: json({ user }),
    [`GET ${API_PATHS.leads}`]: json(leads),
    [`GET ${API_PATHS.pipelineSummary}`]: json(summary),
    // A team member's first tab (Purchased).
    [`GET ${API_PATHS.pipelinePage}`]: json({ items: purchases.slice(0, 1), total: 1, page: 1, pageSize: 50 }),
    [`GET ${API_PATHS.speedToContact}`]: json({ medianSeconds: null, calledLeads: 0 }),
  });

const drawn = async (url: string, user: typeof provider | null) => {
  signedIn(user);
  const rendered = await renderPage({ url });
  document.body.innerHTML = `<div id="root">${rendered.rootHtml ?? ''}</div>`;
  return rendered;
};

describe('renderPage of the dashboard', () => {
  it('draws a provider’s dashboard with the header of the signed-in user, the leads for sale and the pipeline counts', async () => {
    const rendered = await drawn('/dashboard', provider);
    expect(rendered.state.page).toEqual({ remote: 'mf_crm', path: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Provider Dashboard');
    expect(screen.getAllByRole('banner')[0]).toHaveTextContent(`${provider.firstName} ${provider.lastName}`);
    expect(screen.getByText('2 available')).toBeInTheDocument();
    expect(screen.getByText(/Honda CBR650R/)).toBeInTheDocument();
    expect(screen.getByText(/Vespa GTS 300/)).toBeInTheDocument();
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: /Purchased\s*1/ })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /Called\s*1/ })).toBeInTheDocument();
    // No style attribute: the page's CSP refuses inline styles in markup (the backup reminder waits by a class).
    expect(document.querySelector('#root [style]')).toBeNull();
  });

  it('draws a lead’s link with its path’s parameter, and a team member’s dashboard without the leads for sale', async () => {
    expect((await drawn('/dashboard/leads/MT-2025-0011', provider)).state.page).toEqual({
      remote: 'mf_crm',
      path: '/dashboard/leads/:jobRef',
      params: { jobRef: 'MT-2025-0011' },
    });
    await drawn('/dashboard', teamMember);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Provider Dashboard');
    expect(screen.queryByRole('tab', { name: /Leads/ })).toBeNull();
    expect(screen.getByRole('tab', { name: /Purchased\s*1/ })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: purchases[0]!.customerName! })).toBeInTheDocument();
  });

  it('draws a visitor’s /dashboard as the page that asks for a provider account', async () => {
    await drawn('/dashboard', null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Provider Access Required');
  });

  it.each(['/dashboard/performance', '/login', '/provider-signup'])('leaves %s to the browser (not one of the pages the server draws)', async (url) => {
    signedIn(provider);
    expect((await renderPage({ url })).rootHtml).toBeNull();
    expect(serverRenderedPage(url, true)).toBeNull();
  });
});

describe('hydrating the dashboard', () => {
  it('hydrates a provider’s dashboard without a mismatch', async () => {
    signedIn(provider);
    const { container, rendered } = await serverHtml('/dashboard');
    const { recoverable } = await hydrate(container, rendered.state, true);
    expect(recoverable.mock.calls.map(([error]) => String(error))).toEqual([]);
  });
});
