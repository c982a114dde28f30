import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No providers registered yet', text: 'Providers will appear here once they sign up' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { text: undefined } };
