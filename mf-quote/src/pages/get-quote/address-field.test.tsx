import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type LocalitySuggestion } from '@motohaul/contracts';
import { json, stubNetwork } from '@motohaul/platform/test-support/network';
import { AddressField } from './address-field';

const locality = (id: number, name: string, state: string, postcode: string): LocalitySuggestion => ({
  id,
  locality: name,
  state,
  postcode,
  latitude: -30,
  longitude: 140,
  label: `${name} ${state} ${postcode}`,
});
const LOCALITIES = [locality(1, 'Parramatta', 'NSW', '2150'), locality(2, 'Joondalup', 'WA', '6027'), locality(3, 'Manly', 'NSW', '2095')];

/** The API at the network boundary: no places key, and GET /api/localities over a few localities. */
beforeEach(() => {
  stubNetwork({
    [`GET ${API_PATHS.googlePlacesKey}`]: json({ key: null }),
    [`GET ${API_PATHS.localities}`]: (request) => {
      const q = (request.searchParams.get('q') ?? '').toLowerCase();
      return json({ localities: LOCALITIES.filter((item) => item.label.toLowerCase().includes(q)) });
    },
  });
});

function Harness() {
  const [value, setValue] = useState('');
  return <AddressField id="pickup" label="Pickup location" value={value} onValueChange={setValue} />;
}

describe('AddressField', () => {
  it('is a labelled, collapsed combobox controlling a listbox', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-controls', 'pickup-suggestions');
  });

  it('shows suggestions after a pause, and picks one with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.type(input, 'parra');
    expect(await screen.findByRole('option', { name: 'Parramatta NSW 2150' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', 'pickup-suggestions-0');
    expect(screen.getByRole('option', { name: 'Parramatta NSW 2150' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Parramatta NSW 2150');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('picks a suggestion with the mouse, keeping a street typed before the suburb, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.type(input, '12 Smith St, Joond');
    await user.click(await screen.findByRole('option', { name: '12 Smith St, Joondalup WA 6027' }));
    expect(input).toHaveValue('12 Smith St, Joondalup WA 6027');

    await user.clear(input);
    await user.type(input, 'Manly');
    await screen.findByRole('option', { name: 'Manly NSW 2095' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('Manly');
  });
});
