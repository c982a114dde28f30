import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type AvailableLeadsPage } from '@motohaul/contracts';
import { json, stubNetwork } from '@motohaul/platform/test-support/network';
import { AvailableLeadsPanel } from '../available-leads/available-leads-panel';
import { availableLead, provider } from '../test-support/fixtures';
import { renderWithClient } from '../test-support/render';
import { markerLabel } from './marker-label';

const parramatta = availableLead({ id: 11, motorcycleMake: 'Ducati', motorcycleModel: 'Monster' });
const hobart = availableLead({
  id: 12,
  jobReference: 'MT-2025-0012',
  motorcycleMake: 'BMW',
  motorcycleModel: 'R 1250 GS',
  pickupLocation: 'Hobart TAS 7000',
  dropoffLocation: 'Launceston TAS 7250',
  pickupPoint: { latitude: -42.88, longitude: 147.33 },
  dropoffPoint: { latitude: -41.43, longitude: 147.14 },
});
const unplaced = availableLead({ id: 13, jobReference: 'MT-2025-0013', pickupLocation: 'the old shed', pickupPoint: null, dropoffPoint: null });
const page = (leads = [parramatta, hobart, unplaced]): AvailableLeadsPage => ({ area: 'all', nearestFirst: false, leads, total: leads.length, totalIsCapped: false, nextCursor: null });
const baseProvider = { ...provider, serviceLatitude: -33.815, serviceLongitude: 151.0011, serviceRadius: 50 };

function renderPanel() {
  stubNetwork({
    [`GET ${API_PATHS.leads}`]: () => json(page()),
    [`GET ${API_PATHS.paymentConfig}`]: () => json({ stripePublishableKey: null, fallbackPurchaseEnabled: true }),
    [`GET ${API_PATHS.googlePlacesKey}`]: () => json({ key: null }),
  });
  return renderWithClient(<AvailableLeadsPanel user={baseProvider} appMode="live" />);
}

describe('markerLabel', () => {
  it('names the motorcycle and the trip', () => {
    expect(markerLabel(parramatta)).toBe('Ducati Monster, Parramatta NSW 2150 to Penrith NSW 2750');
    expect(markerLabel({ ...parramatta, dropoffLocation: null })).toBe('Ducati Monster, Parramatta NSW 2150 to drop-off not given');
  });
});

describe('the available leads on a map', () => {
  it('when the provider presses Map, then the toggle says so and a marker is drawn for each placed lead, named by motorcycle and trip', async () => {
    const { user } = renderPanel();
    const group = await screen.findByRole('group', { name: 'Show leads as' });
    const list = within(group).getByRole('button', { name: 'List' });
    const map = within(group).getByRole('button', { name: 'Map' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(map).toHaveAttribute('aria-pressed', 'false');

    await user.click(map);
    expect(map).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('img', { name: 'Map of Australia with 2 available leads and your service area' })).toBeInTheDocument();
    const markers = within(screen.getByRole('list', { name: 'Leads on the map' })).getAllByRole('button');
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
      'Ducati Monster, Parramatta NSW 2150 to Penrith NSW 2750',
      'BMW R 1250 GS, Hobart TAS 7000 to Launceston TAS 7250',
    ]);
    expect(screen.getByText('1 lead has no known place and is shown in the List only.')).toBeInTheDocument();
    expect(screen.getByText('Your base and 50 km service area')).toBeInTheDocument();
    // The cards are gone: the map replaces the list until List is pressed again.
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(list);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('when a marker is reached by keyboard and opened, then the lead’s card takes the focus and Purchase opens the purchase dialog', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Map' }));
    const hobartMarker = await screen.findByRole('button', { name: 'BMW R 1250 GS, Hobart TAS 7000 to Launceston TAS 7250' });

    // From Map, Tab passes the note on contact details, then the markers in the list's order.
    const parramattaMarker = screen.getByRole('button', { name: 'Ducati Monster, Parramatta NSW 2150 to Penrith NSW 2750' });
    for (let presses = 0; presses < 3 && document.activeElement !== parramattaMarker; presses++) await user.tab();
    expect(parramattaMarker).toHaveFocus();
    await user.tab();
    expect(hobartMarker).toHaveFocus();
    await user.keyboard('{Enter}');

    const card = await screen.findByRole('article', { name: 'BMW R 1250 GS' });
    await waitFor(() => expect(card).toHaveFocus());
    expect(hobartMarker).toHaveAttribute('aria-current', 'true');
    expect(within(card).getByText('Hobart TAS 7000')).toBeInTheDocument();

    await user.tab();
    expect(within(card).getByRole('button', { name: 'Purchase' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Purchase Lead' })).toBeInTheDocument();
  });
});
