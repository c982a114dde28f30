import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, ButtonLink } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Get Free Quote', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'call', 'danger'] },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Previous' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Archive' } };
export const Loading: Story = { args: { loading: true, loadingLabel: 'Submitting', children: 'Submitting…' } };
export const Disabled: Story = { args: { disabled: true, children: 'Next' } };
export const Large: Story = { args: { size: 'lg', block: true } };

export const CallLink: Story = {
  render: () => (
    <ButtonLink href="tel:1300000000" variant="call">
      Call 1300 000 000
    </ButtonLink>
  ),
};
