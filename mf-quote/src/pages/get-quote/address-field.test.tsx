import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressField } from './address-field';

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

  it('picks a suggestion with the mouse and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Pickup location' });
    await user.type(input, '12');
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.type(input, '0');
    await user.click(await screen.findByRole('option', { name: '120 George Street, Sydney NSW 2000' }));
    expect(input).toHaveValue('120 George Street, Sydney NSW 2000');

    await user.clear(input);
    await user.type(input, 'Manly');
    await screen.findByRole('option', { name: 'Manly NSW 2095' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('Manly');
  });
});
