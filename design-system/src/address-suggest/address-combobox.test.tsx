import { describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { AddressCombobox } from './address-combobox';
import type { SearchLocalities } from './built-in-suggestions';

const joondalup = { id: 1, locality: 'Joondalup', state: 'WA', postcode: '6027', latitude: -31.74, longitude: 115.77, label: 'Joondalup WA 6027' };

function Pickup({ search, onValue }: { search: SearchLocalities; onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <AddressCombobox
      id="pickup"
      label="Pickup location"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      searchLocalities={search}
      mode="built-in"
    />
  );
}

describe('AddressCombobox drawn by the server', () => {
  it('when text was typed before the page hydrated, then it counts as typed: the value and its suggestions', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const search = vi.fn<SearchLocalities>(() => Promise.resolve([joondalup]));
    const onValue = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Pickup search={search} onValue={onValue} />);
    document.body.replaceChildren(container);
    (screen.getByRole('combobox', { name: 'Pickup location' }) as HTMLInputElement).value = 'Joondal';

    const root = await act(async () => hydrateRoot(container, <Pickup search={search} onValue={onValue} />));
    expect(onValue).toHaveBeenCalledWith('Joondal');
    expect(screen.getByRole('combobox')).toHaveValue('Joondal');
    // The search runs after the typing pause; its answer is drawn inside act (the root is not testing-library's).
    await act(() => vi.waitFor(() => expect(search).toHaveBeenCalledWith('Joondal', expect.any(AbortSignal))));
    await act(async () => {});
    expect(screen.getByRole('option', { name: /Joondalup WA 6027/ })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('when nothing was typed, then hydrating changes nothing and searches nothing', async () => {
    const search = vi.fn<SearchLocalities>(() => Promise.resolve([joondalup]));
    const onValue = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Pickup search={search} onValue={onValue} />);
    document.body.replaceChildren(container);
    const root = await act(async () => hydrateRoot(container, <Pickup search={search} onValue={onValue} />));
    expect(onValue).not.toHaveBeenCalled();
    expect(search).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
