import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type LocalitySuggestion } from '@motohaul/contracts';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { AddressField } from './quote-steps';

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

// Issue 19 item 7: what the walk-through saw of the old built-in suggestions, checked against the locality search
// (GET /api/localities, ADR 0011).
describe('AddressField built-in suggestions (issue 19)', () => {
  const LOCALITIES_ROUTE = `GET ${API_PATHS.localities}`;
  const searched = () => network.to(LOCALITIES_ROUTE).map((request) => request.searchParams.get('q'));
  const countOf = () => screen.getByTestId('pickup-suggestion-count');

  it("when '2150' is typed, then the postcode's locality is offered (Parramatta), not a numbered Main Street in Sydney", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Pickup location' }), '2150');
    expect(await screen.findByRole('option', { name: 'Parramatta NSW 2150' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Parramatta NSW 2150']);
    expect(searched().at(-1)).toBe('2150');
  });

  it("when '123 Smith St' is typed, then no suggestion replaces the street: the text stays, and a suburb after a comma keeps it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.type(input, '123 Smith St');
    await waitForText(countOf, 'No matching suburb or postcode');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('123 Smith St');

    await user.type(input, ', Parra');
    await user.click(await screen.findByRole('option', { name: '123 Smith St, Parramatta NSW 2150' }));
    expect(input).toHaveValue('123 Smith St, Parramatta NSW 2150');
  });

  it("when 'Xyzzy Road' is typed, then nothing is invented (no 'Xyzzy Road Street'): it says no suburb matches", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.type(input, 'Xyzzy Road');
    await waitForText(countOf, 'No matching suburb or postcode');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByText(/Xyzzy Road Street/)).not.toBeInTheDocument();
    expect(input).toHaveValue('Xyzzy Road');
  });

  it('when the text changes, then the previous list goes at once, not after the typing pause', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.type(input, 'parra');
    await screen.findByRole('option', { name: 'Parramatta NSW 2150' });
    await user.type(input, 'x');
    // Right after the keystroke, well inside the 300 ms pause: the old list is gone and announced as gone.
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(countOf()).toHaveTextContent('');
  });
});

/** Waits until an element reads `text` (the live region answers after the typing pause and the search). */
const waitForText = (element: () => HTMLElement, text: string) => waitFor(() => expect(element()).toHaveTextContent(text));

