import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Toaster } from './toaster';

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  args: { toast: { id: 1, title: 'Lead archived', description: 'You can find it under Archived.' }, onDismiss: () => undefined },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Success: Story = { args: { toast: { id: 2, title: 'Payment Successful', description: 'Payment processed successfully!', variant: 'success' } } };
export const Destructive: Story = {
  args: { toast: { id: 3, title: 'Error', description: 'Failed to submit transport quote request. Please try again.', variant: 'destructive' } },
};
export const Empty: Story = { args: { toast: null } };
