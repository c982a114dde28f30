import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from './radio-group';

function Flexible({ error }: { error?: string }) {
  const [value, setValue] = useState<'yes' | 'no'>('yes');
  return (
    <RadioGroup
      legend="Are your dates flexible?"
      value={value}
      onChange={setValue}
      error={error}
      options={[
        { value: 'yes', label: "Yes, I'm flexible" },
        { value: 'no', label: 'No, I have specific dates', description: 'Pick your dates next' },
      ]}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend, with labelled radios', () => {
    render(<Flexible />);
    const group = screen.getByRole('group', { name: 'Are your dates flexible?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: "Yes, I'm flexible" })).toBeChecked();
    expect(screen.getByRole('radio', { name: /No, I have specific dates/ })).toHaveAccessibleDescription('Pick your dates next');
  });

  it('describes the group with its error', () => {
    render(<Flexible error="Required" />);
    expect(screen.getByRole('group', { name: 'Are your dates flexible?' })).toHaveAccessibleDescription('Required');
  });

  it('changes the selection when an option is clicked', async () => {
    const user = userEvent.setup();
    render(<Flexible />);
    await user.click(screen.getByText('No, I have specific dates'));
    expect(screen.getByRole('radio', { name: /No, I have specific dates/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: "Yes, I'm flexible" })).not.toBeChecked();
  });
});
