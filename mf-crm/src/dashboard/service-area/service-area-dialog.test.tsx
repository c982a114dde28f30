import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@motohaul/contracts';
import { availableLead, provider } from '../test-support/fixtures';
import { useAvailableLeads } from '../../api/available-leads';
import { json, network, networkSettled, stubNetwork, type SentRequest } from '@motohaul/platform/test-support/network';
import { renderWithClient } from '../test-support/render';
import { ServiceAreaDialog } from './service-area-dialog';

const noKey = async () => null;
const withKey = async () => 'test-key';

interface FakeAutocomplete {
  options: { componentRestrictions: { country: string }; types: string[]; fields: string[] };
  place: Record<string, unknown>;
  choose(place: Record<string, unknown>): void;
}

/** The Maps places library at the browser boundary: the test picks places as a user would in Google's list. */
function installFakePlaces() {
  const created: FakeAutocomplete[] = [];
  class Autocomplete implements FakeAutocomplete {
    place: Record<string, unknown> = {};
    private handler: () => void = () => undefined;
    constructor(
      _input: HTMLInputElement,
      readonly options: FakeAutocomplete['options'],
    ) {
      created.push(this);
    }
    addListener(_event: string, handler: () => void) {
      this.handler = handler;
      return { remove: () => undefined };
    }
    getPlace() {
      return this.place;
    }
    choose(place: Record<string, unknown>) {
      this.place = place;
      act(() => this.handler());
    }
  }
  (window as { google?: unknown }).google = { maps: { places: { Autocomplete }, event: { clearInstanceListeners: () => undefined } } };
  return created;
}

const at = (lat: number, lng: number) => ({ location: { lat: () => lat, lng: () => lng } });

const dialog = () => within(screen.getByRole('dialog', { name: 'Manage Service Area' }));

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { google?: unknown }).google;
});

/** GET /api/localities as the API answers it, for the few localities these tests type. */
const LOCALITIES = [
  { id: 1, locality: 'Hobart', state: 'TAS', postcode: '7000', latitude: -42.878355, longitude: 147.308002, label: 'Hobart TAS 7000' },
  { id: 2, locality: 'North Hobart', state: 'TAS', postcode: '7000', latitude: -42.878355, longitude: 147.308002, label: 'North Hobart TAS 7000' },
  { id: 3, locality: 'Parramatta', state: 'NSW', postcode: '2150', latitude: -33.814463, longitude: 151.006506, label: 'Parramatta NSW 2150' },
];
const localitySearch = (request: SentRequest) => {
  const q = (request.searchParams.get('q') ?? '').toLowerCase();
  return json({ localities: LOCALITIES.filter((item) => item.label.toLowerCase().includes(q)) });
};

describe('ServiceAreaDialog without a places key (built-in locality search)', () => {
  it('when no location is chosen, then it asks for a valid one and sends nothing', async () => {
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={() => undefined} loadPlacesKey={noKey} />);
    expect(dialog().getByRole('combobox', { name: 'Service radius' })).toHaveValue('20');
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));
    expect(dialog().getByRole('combobox', { name: 'Service location' })).toHaveAccessibleDescription(
      expect.stringContaining('Please select a valid service location.'),
    );
    await networkSettled();
    expect(network.requests).toEqual([]);
  });

  it('when a suburb outside New South Wales is searched and chosen, then its coordinates are sent', async () => {
    stubNetwork({
      [`GET ${API_PATHS.localities}`]: localitySearch,
      [`PATCH ${API_PATHS.updateServiceArea}`]: () => json({ ok: true }),
      [`GET ${API_PATHS.authMe}`]: () => json(null),
    });
    const onClose = vi.fn();
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={onClose} loadPlacesKey={noKey} />);
    const input = dialog().getByRole('combobox', { name: 'Service location' });
    await user.type(input, 'Hobart');
    await user.click(await dialog().findByRole('option', { name: 'Hobart TAS 7000' }));
    expect(input).toHaveValue('Hobart TAS 7000');
    await user.selectOptions(dialog().getByRole('combobox', { name: 'Service radius' }), '50');
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));
    expect(await screen.findByText('Service area updated')).toBeInTheDocument();
    expect(network.bodiesOf(`PATCH ${API_PATHS.updateServiceArea}`)).toEqual([
      { serviceLocation: 'Hobart TAS 7000', serviceLatitude: -42.878355, serviceLongitude: 147.308002, serviceRadius: 50 },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('when a new service area is saved, then the available-leads list is fetched again and shows the new area\'s leads', async () => {
    let area = 'Sydney';
    stubNetwork({
      [`GET ${API_PATHS.localities}`]: localitySearch,
      [`GET ${API_PATHS.leads}`]: () =>
        json({ area: 'mine', nearestFirst: true, total: 1, nextCursor: null, leads: [availableLead({ id: area === 'Sydney' ? 1 : 2, pickupLocation: `${area} lead` })] }),
      [`PATCH ${API_PATHS.updateServiceArea}`]: () => {
        area = 'Hobart';
        return json({ ok: true });
      },
      [`GET ${API_PATHS.authMe}`]: () => json(null),
    });
    function LeadsList() {
      const leads = useAvailableLeads(provider);
      return <p>{leads.data?.pages.flatMap((page) => page.leads.map((lead) => lead.pickupLocation)).join(', ') ?? 'loading'}</p>;
    }
    const { user } = renderWithClient(
      <>
        <LeadsList />
        <ServiceAreaDialog open onClose={() => undefined} loadPlacesKey={noKey} />
      </>,
    );
    expect(await screen.findByText('Sydney lead')).toBeInTheDocument();
    await user.type(dialog().getByRole('combobox', { name: 'Service location' }), 'Hobart');
    await user.click(await dialog().findByRole('option', { name: 'Hobart TAS 7000' }));
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));
    expect(await screen.findByText('Hobart lead')).toBeInTheDocument();
  });

  it('when the chosen place lies outside Australia, then it says so on the field and sends nothing', async () => {
    stubNetwork({
      [`GET ${API_PATHS.localities}`]: () =>
        json({ localities: [{ id: 9, locality: 'St Helier', state: 'VIC', postcode: '3989', latitude: 49.1805, longitude: -2.10323, label: 'St Helier VIC 3989' }] }),
    });
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={() => undefined} loadPlacesKey={noKey} />);
    const input = dialog().getByRole('combobox', { name: 'Service location' });
    await user.type(input, 'St Helier');
    await user.click(await dialog().findByRole('option', { name: 'St Helier VIC 3989' }));
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Please select a service location in Australia.'));
    await networkSettled();
    expect(network.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('when text is typed but no suggestion chosen, or the text changes after choosing, then nothing is sent', async () => {
    stubNetwork({ [`GET ${API_PATHS.localities}`]: localitySearch });
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={() => undefined} loadPlacesKey={noKey} />);
    const input = dialog().getByRole('combobox', { name: 'Service location' });
    await user.type(input, 'Hobart');
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Please select a valid service location.'));

    await user.click(input);
    await user.click(await dialog().findByRole('option', { name: 'North Hobart TAS 7000' }));
    await user.type(input, 'x');
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Please select a valid service location.'));
    await networkSettled();
    expect(network.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('when the server fails, then it says to try again', async () => {
    stubNetwork({ [`GET ${API_PATHS.localities}`]: localitySearch, [`PATCH ${API_PATHS.updateServiceArea}`]: () => json({ message: 'boom' }, 500) });
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={() => undefined} loadPlacesKey={noKey} />);
    await user.type(dialog().getByRole('combobox', { name: 'Service location' }), 'Parra');
    await user.click(await dialog().findByRole('option', { name: 'Parramatta NSW 2150' }));
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));
    expect(await screen.findByText('Failed to update service area. Please try again.')).toBeInTheDocument();
  });

  it('when the user has a saved service area, then the dialog opens with it and saves it unchanged', async () => {
    stubNetwork({ [`PATCH ${API_PATHS.updateServiceArea}`]: () => json({ ok: true }), [`GET ${API_PATHS.authMe}`]: () => json(null) });
    const saved = { ...provider, serviceLocation: 'Geelong VIC 3220, Australia', serviceLatitude: -38.15, serviceLongitude: 144.36, serviceRadius: 100 };
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={() => undefined} user={saved} loadPlacesKey={noKey} />);
    expect(dialog().getByRole('combobox', { name: 'Service location' })).toHaveValue('Geelong VIC 3220, Australia');
    expect(dialog().getByRole('combobox', { name: 'Service radius' })).toHaveValue('100');
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));
    await screen.findByText('Service area updated');
    expect(network.bodiesOf(`PATCH ${API_PATHS.updateServiceArea}`)).toEqual([
      { serviceLocation: 'Geelong VIC 3220, Australia', serviceLatitude: -38.15, serviceLongitude: 144.36, serviceRadius: 100 },
    ]);
  });
});

describe('ServiceAreaDialog with a places key (place search)', () => {
  it('when a place with coordinates is chosen, then its address and coordinates are sent', async () => {
    const created = installFakePlaces();
    stubNetwork({ [`PATCH ${API_PATHS.updateServiceArea}`]: () => json({ ok: true }), [`GET ${API_PATHS.authMe}`]: () => json(null) });
    const onClose = vi.fn();
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={onClose} loadPlacesKey={withKey} />);
    await waitFor(() => expect(created).toHaveLength(1));
    const input = dialog().getByRole('combobox', { name: 'Service location' });
    expect(input.tagName).toBe('INPUT');
    expect(created[0]?.options).toEqual({
      componentRestrictions: { country: 'au' },
      types: ['geocode', 'establishment'],
      fields: ['formatted_address', 'name', 'geometry'],
    });

    await user.type(input, 'Geelong');
    created[0]?.choose({ formatted_address: 'Geelong VIC 3220, Australia', geometry: at(-38.1499, 144.3617) });
    expect(input).toHaveValue('Geelong VIC 3220, Australia');
    await user.selectOptions(dialog().getByRole('combobox', { name: 'Service radius' }), '30');
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));

    expect(await screen.findByText('Service area updated')).toBeInTheDocument();
    expect(network.bodiesOf(`PATCH ${API_PATHS.updateServiceArea}`)).toEqual([
      { serviceLocation: 'Geelong VIC 3220, Australia', serviceLatitude: -38.1499, serviceLongitude: 144.3617, serviceRadius: 30 },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('when text is typed but no place is chosen, then it asks for a valid location and sends nothing', async () => {
    const created = installFakePlaces();
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={() => undefined} loadPlacesKey={withKey} />);
    await waitFor(() => expect(created).toHaveLength(1));
    const input = dialog().getByRole('combobox', { name: 'Service location' });
    await user.type(input, 'Somewhere');
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Please select a valid service location.'));
    await networkSettled();
    expect(network.requests).toEqual([]);
  });

  it('when the chosen place has no coordinates, or the text is changed after choosing, then nothing is sent', async () => {
    const created = installFakePlaces();
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={() => undefined} loadPlacesKey={withKey} />);
    await waitFor(() => expect(created).toHaveLength(1));
    const input = dialog().getByRole('combobox', { name: 'Service location' });
    created[0]?.choose({ name: 'Somewhere typed' });
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Please select a valid service location.'));

    created[0]?.choose({ formatted_address: 'Geelong VIC 3220, Australia', geometry: at(-38.1499, 144.3617) });
    await user.type(input, ' West');
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Please select a valid service location.'));
    await networkSettled();
    expect(network.requests).toEqual([]);
  });

  it('when the user has a saved service area, then the search opens with it and saves it unchanged', async () => {
    const created = installFakePlaces();
    stubNetwork({ [`PATCH ${API_PATHS.updateServiceArea}`]: () => json({ ok: true }), [`GET ${API_PATHS.authMe}`]: () => json(null) });
    const saved = { ...provider, serviceLocation: 'Geelong VIC 3220, Australia', serviceLatitude: -38.15, serviceLongitude: 144.36, serviceRadius: 15 };
    const { user } = renderWithClient(<ServiceAreaDialog open onClose={() => undefined} user={saved} loadPlacesKey={withKey} />);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(dialog().getByRole('combobox', { name: 'Service location' })).toHaveValue('Geelong VIC 3220, Australia');
    expect(dialog().getByRole('combobox', { name: 'Service radius' })).toHaveValue('15');
    await user.click(dialog().getByRole('button', { name: 'Save Service Area' }));
    await screen.findByText('Service area updated');
    expect(network.bodiesOf(`PATCH ${API_PATHS.updateServiceArea}`)).toEqual([
      { serviceLocation: 'Geelong VIC 3220, Australia', serviceLatitude: -38.15, serviceLongitude: 144.36, serviceRadius: 15 },
    ]);
  });

  it('when the places script cannot load, then the built-in search is offered and the failure only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithClient(<ServiceAreaDialog open onClose={() => undefined} loadPlacesKey={withKey} />);
    // happy-dom refuses to load scripts, so the script's error event fires as on a blocked load.
    await waitFor(() => expect(warn).toHaveBeenCalled());
    const input = dialog().getByRole('combobox', { name: 'Service location' });
    expect(input.tagName).toBe('INPUT');
    expect(document.querySelector('[data-mode]')).toHaveAttribute('data-mode', 'built-in');
    warn.mockRestore();
    document.head.querySelectorAll('script[src*="maps.googleapis.com"]').forEach((script) => script.remove());
  });
});
