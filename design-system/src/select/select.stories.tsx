import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Select } from './select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'When do you need transport?',
    defaultValue: 'this_week',
    options: [
      { value: 'asap', label: 'within 2-3 days' },
      { value: 'this_week', label: 'This week' },
      { value: 'this_month', label: 'This month' },
      { value: 'just_pricing', label: 'Just looking for pricing' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholderAndError: Story = { args: { defaultValue: '', placeholder: 'Choose…', error: 'Required' } };
