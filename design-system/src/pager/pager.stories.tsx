import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Pager } from './pager';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { label: 'Providers pages', page: 2, pageSize: 20, total: 93, onPage: () => undefined },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 5 } };
