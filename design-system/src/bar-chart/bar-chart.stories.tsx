import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { BarChart } from './bar-chart';

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  args: {
    title: 'Spend and revenue by month',
    description: 'January to April 2030: $95.00 spent on leads, $700.00 revenue.',
    categories: ['Jan 2030', 'Feb 2030', 'Mar 2030', 'Apr 2030'],
    series: [
      { name: 'Net spend', values: [45, 25, 0, 0], tone: 'brand' },
      { name: 'Revenue', values: [400, 0, 300, 0], tone: 'success' },
    ],
    formatTick: (value: number) => `$${value}`,
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneSeries: Story = { args: { series: [{ name: 'Leads bought', values: [2, 1, 1, 0], tone: 'accent' }], formatTick: String } };
export const Empty: Story = { args: { series: [{ name: 'Net spend', values: [0, 0, 0, 0], tone: 'brand' }] } };
/** A second scale as a line on the right axis (the admin overview's purchases and revenue). */
export const WithLine: Story = {
  args: {
    title: 'Purchases and revenue by month',
    description: 'January to April 2030: 10 purchases, $1,250.00 revenue.',
    series: [{ name: 'Purchases (left axis)', values: [1, 0, 7, 2], tone: 'brand' }],
    line: { name: 'Revenue (right axis)', values: [25, 0, 1137.5, 87.5], tone: 'accent', formatTick: (value: number) => `$${value}` },
    formatTick: String,
    maxLabels: 8,
  },
};
