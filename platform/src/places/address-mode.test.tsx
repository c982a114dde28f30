import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocalitySuggestion } from '@motohaul/contracts';
import { AddressCombobox, type AddressSuggestion, type SearchLocalities } from '@motohaul/design-system';
import { useAddressMode } from './use-address-mode';

const locality = (id: number, name: string, state: string, postcode: string, latitude: number, longitude: number): LocalitySuggestion => ({
  id,
  locality: name,
  state,
  postcode,
  latitude,
  longitude,
  label: `${name} ${state} ${postcode}`,
});
const JOONDALUP = locality(1, 'Joondalup', 'WA', '6027', -31.763347, 115.756405);
const JOONDANNA = locality(2, 'Joondanna', 'WA', '6060', -31.9, 115.84);
const MANLY = locality(3, 'Manly', 'NSW', '2095', -33.79, 151.28);

/** The API's search played by a stub: every locality whose label contains the text. */
const stubSearch = () =>
  vi.fn<SearchLocalities>(async (text) => [JOONDALUP, JOONDANNA, MANLY].filter((item) => item.label.toLowerCase().includes(text.toLowerCase())));

function Field({
  loadKey = async () => null,
  searchLocalities = stubSearch(),
  onChosen,
}: {
  loadKey?: () => Promise<string | null>;
  searchLocalities?: SearchLocalities;
  onChosen?: (suggestion: AddressSuggestion) => void;
}) {
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const mode = useAddressMode(inputRef, setValue, loadKey);
  return (
    <AddressCombobox
      ref={inputRef}
      id="pickup"
      label="Pickup location"
      value={value}
      onValueChange={setValue}
      searchLocalities={searchLocalities}
      onSuggestionChosen={onChosen}
      mode={mode}
    />
  );
}

const dot = () => document.querySelector('[data-mode]');

describe('AddressCombobox with useAddressMode', () => {
  afterEach(() => {
    delete (window as { google?: unknown }).google;
    document.head.querySelectorAll('script[src*="maps.googleapis.com"]').forEach((script) => script.remove());
  });

  it('without a key, stays in built-in mode: orange dot with its text, and localities searched for the text', async () => {
    const user = userEvent.setup();
    const loadKey = vi.fn(async () => null);
    const search = stubSearch();
    render(<Field loadKey={loadKey} searchLocalities={search} />);
    expect(loadKey).not.toHaveBeenCalled();
    await user.type(screen.getByRole('combobox', { name: 'Pickup location' }), 'joond');
    expect(loadKey).toHaveBeenCalledTimes(1);
    expect(dot()).toHaveAttribute('data-mode', 'built-in');
    expect(dot()).toHaveTextContent('Built-in address suggestions');
    expect(await screen.findByRole('option', { name: 'Joondalup WA 6027' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Joondalup WA 6027', 'Joondanna WA 6060']);
    expect(screen.getByTestId('pickup-suggestion-count')).toHaveTextContent('2 suggestions available');
    expect(screen.getByTestId('pickup-suggestion-count')).toHaveAttribute('aria-live', 'polite');
    // One search after the typing pause, for the whole text.
    expect(search.mock.calls.map(([text]) => text)).toEqual(['joond']);
  });

  it('when a street is typed before the suburb, then the suburb is searched and the chosen one keeps the street', async () => {
    const user = userEvent.setup();
    const search = stubSearch();
    const onChosen = vi.fn();
    render(<Field searchLocalities={search} onChosen={onChosen} />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.type(input, '12 Smith St, Joond');
    await user.click(await screen.findByRole('option', { name: '12 Smith St, Joondalup WA 6027' }));
    expect(input).toHaveValue('12 Smith St, Joondalup WA 6027');
    expect(search.mock.calls.map(([text]) => text)).toEqual(['Joond']);
    expect(onChosen).toHaveBeenCalledWith({ value: '12 Smith St, Joondalup WA 6027', locality: JOONDALUP });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('when arrows and Enter are used, then the highlighted suggestion is chosen', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.type(input, 'joond');
    await screen.findByRole('option', { name: 'Joondanna WA 6060' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', 'pickup-suggestions-1');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Joondanna WA 6060');
  });

  it('when nothing matches, then no list opens and the status says so', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.type(screen.getByRole('combobox', { name: 'Pickup location' }), 'Xyzzy Road');
    expect(await screen.findByText('No matching suburb or postcode')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('when the text changes while a list is shown, then the old list goes at once', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.type(input, 'joond');
    await screen.findByRole('option', { name: 'Joondalup WA 6027' });
    await user.type(input, 'a');
    // Straight after the keystroke, before any pause: no option of 'joond' is left.
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('option', { name: 'Joondalup WA 6027' })).toBeInTheDocument();
  });

  it('when an answer for older text arrives after the text changed, then it is dropped', async () => {
    const user = userEvent.setup();
    const answers: Array<{ text: string; signal: AbortSignal; resolve: (found: LocalitySuggestion[]) => void }> = [];
    const search = vi.fn<SearchLocalities>(
      (text, signal) => new Promise((resolve) => answers.push({ text, signal, resolve })),
    );
    render(<Field searchLocalities={search} />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.type(input, 'man');
    await waitFor(() => expect(answers).toHaveLength(1));
    await user.type(input, 'ly');
    expect(answers[0]!.signal.aborted).toBe(true);
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[0]!.resolve([JOONDALUP]));
    await act(async () => answers[1]!.resolve([MANLY]));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Manly NSW 2095']);
  });

  it('when the searched part is shorter than 3 characters, then nothing is searched', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const search = stubSearch();
      render(<Field searchLocalities={search} />);
      const input = screen.getByRole('combobox', { name: 'Pickup location' });
      await user.type(input, 'jo');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await user.type(input, 'ond, 12');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(search).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the search fails, then no list opens and the failure is only logged', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Field searchLocalities={async () => Promise.reject(new Error('offline'))} />);
    await user.type(screen.getByRole('combobox', { name: 'Pickup location' }), 'joond');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Address suggestions unavailable', expect.any(Error)));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('when Escape is pressed during the typing pause, then no suggestions open afterwards', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const search = stubSearch();
      render(<Field searchLocalities={search} />);
      const input = screen.getByRole('combobox', { name: 'Pickup location' });
      await user.type(input, 'manly');
      await user.keyboard('{Escape}');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(search).not.toHaveBeenCalled();
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
      expect(input).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('with a key, loads the places script for Australia once ready, binds it and shows the green dot', async () => {
    const user = userEvent.setup();
    const created: { options: unknown; fire?: () => void }[] = [];
    class Autocomplete {
      constructor(_input: HTMLInputElement, readonly options: unknown) {
        created.push(this);
      }
      addListener(_event: string, handler: () => void) {
        created[created.length - 1]!.fire = handler;
        return { remove: () => undefined };
      }
      getPlace() {
        return { formatted_address: '1 Macquarie St, Sydney NSW 2000, Australia' };
      }
    }
    // Keep the script out of the document: the test plays the part of Google's loader.
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => undefined);
    const search = stubSearch();
    render(<Field loadKey={async () => 'test-key'} searchLocalities={search} />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.click(input);

    await waitFor(() => expect(append).toHaveBeenCalled());
    const script = append.mock.calls[0]?.[0] as HTMLScriptElement | undefined;
    append.mockRestore();
    expect(script?.src).toContain('key=test-key');
    expect(script?.src).toContain('libraries=places');
    (window as { google?: unknown }).google = { maps: { places: { Autocomplete } } };
    // Google's script calls the callback named in its URL once the service is up.
    const callback = new URL(script?.src ?? '').searchParams.get('callback') ?? '';
    (window as unknown as Record<string, () => void>)[callback]?.();

    await waitFor(() => expect(dot()).toHaveAttribute('data-mode', 'places'));
    expect(dot()).toHaveTextContent('Address suggestions from Google Places');
    expect(created[0]?.options).toEqual({
      componentRestrictions: { country: 'au' },
      types: ['geocode', 'establishment'],
      fields: ['formatted_address', 'name'],
    });
    created[0]?.fire?.();
    await waitFor(() => expect(input).toHaveValue('1 Macquarie St, Sydney NSW 2000, Australia'));
    // In places mode the built-in search never runs, however long the pause.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.type(input, ' x');
      await act(() => vi.advanceTimersByTimeAsync(1000));
    } finally {
      vi.useRealTimers();
    }
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('falls back to built-in mode, only warning, when the script fails to load', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Field loadKey={async () => 'bad-key'} />);
    // happy-dom refuses to load scripts, so the script's error event fires as on a blocked or failing load.
    await user.click(screen.getByRole('combobox', { name: 'Pickup location' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(dot()).toHaveAttribute('data-mode', 'built-in');
    warn.mockRestore();
  });
});
