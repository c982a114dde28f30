import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button';
import { Toaster } from './toaster';
import { toast, type ToastOptions } from './toast';

function ToastDemo({ toastOptions }: { toastOptions: ToastOptions }) {
  return (
    <>
      <Button onClick={() => toast(toastOptions)}>Show toast</Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: { toastOptions: { title: 'Lead archived', description: 'You can find it under Archived.' } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Success: Story = { args: { toastOptions: { title: 'Payment Successful', description: 'Payment processed successfully!', variant: 'success' } } };
export const Destructive: Story = {
  args: { toastOptions: { title: 'Error', description: 'Failed to submit transport quote request. Please try again.', variant: 'destructive' } },
};
