import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressCombobox } from './address-combobox';
import { suggestAddresses } from './built-in-suggestions';
import { PLACES_READY_EVENT } from './places-loader';
import { useAddressMode } from './use-address-mode';

function Field({ loadKey }: { loadKey: () => Promise<string | null> }) {
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const mode = useAddressMode(inputRef, setValue, loadKey);
  return (
    <AddressCombobox ref={inputRef} id="pickup" label="Pickup location" value={value} onValueChange={setValue} suggest={suggestAddresses} mode={mode} />
  );
}

const dot = () => document.querySelector('[data-mode]');

describe('AddressCombobox with useAddressMode', () => {
  afterEach(() => {
    delete (window as { google?: unknown }).google;
    document.head.querySelectorAll('script[src*="maps.googleapis.com"]').forEach((script) => script.remove());
  });

  it('without a key, stays in built-in mode: orange dot with its text, and built-in suggestions', async () => {
    const user = userEvent.setup();
    const loadKey = vi.fn(async () => null);
    render(<Field loadKey={loadKey} />);
    expect(loadKey).not.toHaveBeenCalled();
    await user.type(screen.getByRole('combobox', { name: 'Pickup location' }), 'manly');
    expect(loadKey).toHaveBeenCalledTimes(1);
    expect(dot()).toHaveAttribute('data-mode', 'built-in');
    expect(dot()).toHaveTextContent('Built-in address suggestions');
    expect(await screen.findByRole('option', { name: 'Manly NSW 2095' })).toBeInTheDocument();
  });

  it('when Escape is pressed during the typing pause, then no suggestions open afterwards', async () => {
    const user = userEvent.setup();
    render(<Field loadKey={async () => null} />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.type(input, 'manly');
    await user.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
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
    render(<Field loadKey={async () => 'test-key'} />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.click(input);

    await waitFor(() => expect(append).toHaveBeenCalled());
    const script = append.mock.calls[0]?.[0] as HTMLScriptElement | undefined;
    append.mockRestore();
    expect(script?.src).toContain('key=test-key');
    expect(script?.src).toContain('libraries=places');
    (window as { google?: unknown }).google = { maps: { places: { Autocomplete } } };
    window.dispatchEvent(new Event(PLACES_READY_EVENT));

    await waitFor(() => expect(dot()).toHaveAttribute('data-mode', 'places'));
    expect(dot()).toHaveTextContent('Address suggestions from Google Places');
    expect(created[0]?.options).toEqual({
      componentRestrictions: { country: 'au' },
      types: ['geocode', 'establishment'],
      fields: ['formatted_address', 'name'],
    });
    created[0]?.fire?.();
    await waitFor(() => expect(input).toHaveValue('1 Macquarie St, Sydney NSW 2000, Australia'));
    await user.type(input, ' x');
    await new Promise((resolve) => setTimeout(resolve, 350));
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
