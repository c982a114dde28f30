import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './switch';

function Rolls() {
  const [checked, setChecked] = useState(true);
  return <Switch label="It rolls and steers" hint="Needed to load it" checked={checked} onChange={setChecked} />;
}

describe('Switch', () => {
  it('is a switch named by its visible label and described by its hint', () => {
    render(<Rolls />);
    const control = screen.getByRole('switch', { name: 'It rolls and steers' });
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(control).toHaveAccessibleDescription('Needed to load it');
  });

  it('toggles on click, on the label and with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Rolls />);
    const control = screen.getByRole('switch', { name: 'It rolls and steers' });
    await user.click(control);
    expect(control).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByText('It rolls and steers'));
    expect(control).toHaveAttribute('aria-checked', 'true');
    control.focus();
    await user.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'false');
  });
});
