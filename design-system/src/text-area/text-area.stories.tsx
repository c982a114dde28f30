import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Special requests (optional)', placeholder: 'Low-clearance trailer, soft straps…' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: 'Must be at most 2000 characters' } };
