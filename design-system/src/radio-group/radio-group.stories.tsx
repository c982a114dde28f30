import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RadioGroup } from './radio-group';

function FlexibleDates({ inline, error }: { inline?: boolean; error?: string }) {
  const [value, setValue] = useState<'yes' | 'no'>('yes');
  return (
    <RadioGroup
      legend="Are your dates flexible?"
      value={value}
      onChange={setValue}
      inline={inline}
      error={error}
      options={[
        { value: 'yes', label: "Yes, I'm flexible", description: 'Providers suggest the dates' },
        { value: 'no', label: 'No, I have specific dates', description: 'Choose your preferred dates' },
      ]}
    />
  );
}

const meta = {
  title: 'Forms/RadioGroup',
  component: FlexibleDates,
} satisfies Meta<typeof FlexibleDates>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stacked: Story = {};
export const Inline: Story = { args: { inline: true } };
export const WithError: Story = { args: { error: 'Required' } };
