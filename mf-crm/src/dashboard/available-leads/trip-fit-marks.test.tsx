import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, type AvailableLeadsPage, type TripFitsResponse } from '@motohaul/contracts';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { availableLead, provider, superAdmin } from '../test-support/fixtures';
import { renderWithClient } from '../test-support/render';
import { AvailableLeadsPanel } from './available-leads-panel';

// Issue 47 item 4: the leads for sale that fit the owner's return trips are marked in the list and on the map.

const fitting = availableLead({ id: 21, motorcycleMake: 'Honda', motorcycleModel: 'CBR650R', pickupLocation: 'Parramatta NSW 2150', dropoffLocation: 'Newcastle NSW 2300' });
const other = availableLead({
  id: 22,
  jobReference: 'MT-2025-0022',
  motorcycleMake: 'BMW',
  motorcycleModel: 'R 1250 GS',
  pickupLocation: 'Hobart TAS 7000',
  dropoffLocation: 'Launceston TAS 7250',
  pickupPoint: { latitude: -42.88, longitude: 147.33 },
  dropoffPoint: { latitude: -41.43, longitude: 147.14 },
});
const page: AvailableLeadsPage = { area: 'all', nearestFirst: false, leads: [fitting, other], total: 2, totalIsCapped: false, nextCursor: null };
const FITS: TripFitsResponse = { fits: [{ leadId: 21, tripId: 4, label: 'Fits your trip to Newcastle on 8 Dec' }] };

function renderPanel(user = provider) {
  stubNetwork({
    [`GET ${API_PATHS.leads}`]: () => json(page),
    [`GET ${API_PATHS.returnTripFits}`]: () => json(FITS),
    [`GET ${API_PATHS.paymentConfig}`]: () => json({ stripePublishableKey: null, fallbackPurchaseEnabled: true }),
    [`GET ${API_PATHS.googlePlacesKey}`]: () => json({ key: null }),
  });
  return renderWithClient(<AvailableLeadsPanel user={user} appMode="live" />);
}

describe('leads that fit a return trip', () => {
  it('when a lead fits the owner’s trip, then its card says so, and only its card', async () => {
    renderPanel();
    const card = await screen.findByRole('article', { name: 'Honda CBR650R' });
    expect(await within(card).findByText('Fits your trip to Newcastle on 8 Dec')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'BMW R 1250 GS' })).queryByText(/Fits your trip/)).not.toBeInTheDocument();
  });

  it('when the map is shown, then the fitting lead’s marker stands out and its name says why; the key counts them', async () => {
    const { user } = renderPanel();
    await screen.findByText('Fits your trip to Newcastle on 8 Dec');
    await user.click(screen.getByRole('button', { name: 'Map' }));
    const marker = await screen.findByRole('button', { name: 'Honda CBR650R, Parramatta NSW 2150 to Newcastle NSW 2300. Fits your trip to Newcastle on 8 Dec' });
    expect(marker).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByRole('button', { name: 'BMW R 1250 GS, Hobart TAS 7000 to Launceston TAS 7250' })).not.toHaveAttribute('data-highlighted');
    expect(within(screen.getByRole('list', { name: 'Map key' })).getByText(/Fits one of your return trips \(1\)/)).toBeInTheDocument();
  });

  it('when a super admin looks, then no trips are asked for and nothing is marked', async () => {
    renderPanel(superAdmin);
    await screen.findByRole('article', { name: 'Honda CBR650R' });
    expect(screen.queryByText(/Fits your trip/)).not.toBeInTheDocument();
    expect(network.to(`GET ${API_PATHS.returnTripFits}`)).toEqual([]);
  });
});
