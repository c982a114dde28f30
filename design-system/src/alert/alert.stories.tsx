import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Alert } from './alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { title: 'Starting from Parramatta NSW 2150', variant: 'info' },
  argTypes: { variant: { control: 'select', options: ['info', 'success', 'warning', 'destructive'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { variant: 'success', title: 'Transport Quote Submitted!' } };
export const Warning: Story = { args: { variant: 'warning', title: 'Using built-in address suggestions' } };
export const Destructive: Story = {
  args: { variant: 'destructive', title: 'Error', children: 'Failed to submit transport quote request. Please try again.' },
};
