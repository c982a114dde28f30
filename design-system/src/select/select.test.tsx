import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';

const options = [
  { value: 'asap', label: 'within 2-3 days' },
  { value: 'this_week', label: 'This week' },
];

describe('Select', () => {
  it('is a labelled combobox listing its options', () => {
    render(<Select label="When do you need it?" options={options} defaultValue="this_week" />);
    const select = screen.getByRole('combobox', { name: 'When do you need it?' });
    expect(select).toHaveValue('this_week');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['within 2-3 days', 'This week']);
  });

  it('links its error and marks itself invalid', () => {
    render(<Select label="Timeframe" options={options} error="Required" placeholder="Choose…" />);
    const select = screen.getByRole('combobox', { name: 'Timeframe' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('option', { name: 'Choose…' })).toHaveValue('');
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<Select label="Timeframe" options={options} defaultValue="this_week" onChange={(e) => onChange(e.target.value)} />);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Timeframe' }), 'asap');
    expect(onChange).toHaveBeenCalledWith('asap');
  });
});
