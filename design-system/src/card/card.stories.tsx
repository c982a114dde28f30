import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Why choose MotoHaul?',
    children: 'Verified and insured providers, Australia-wide coverage and responses within 24 hours.',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Tinted: Story = { args: { tone: 'tinted' } };
export const Untitled: Story = { args: { title: undefined } };
