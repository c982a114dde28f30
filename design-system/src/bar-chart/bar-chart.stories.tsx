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
