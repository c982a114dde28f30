import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Pickup location', placeholder: 'Suburb, postcode or address' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Where should the provider collect your motorcycle?' } };
export const WithError: Story = { args: { error: 'Pickup location is required', required: true } };
export const DateWithMinimum: Story = {
  args: { label: 'Preferred pickup date', type: 'date', min: new Date().toISOString().slice(0, 10), placeholder: undefined },
};
