import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Switch } from './switch';

function RollsAndSteers({ initial, disabled }: { initial: boolean; disabled?: boolean }) {
  const [checked, setChecked] = useState(initial);
  return (
    <Switch
      label="My motorcycle rolls and steers"
      hint="Turn off if it needs to be winched or carried"
      checked={checked}
      onChange={setChecked}
      disabled={disabled}
    />
  );
}

const meta = {
  title: 'Forms/Switch',
  component: RollsAndSteers,
  args: { initial: true },
} satisfies Meta<typeof RollsAndSteers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { initial: false } };
export const Disabled: Story = { args: { disabled: true } };
