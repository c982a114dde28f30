import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProgressSteps } from './progress-steps';

const meta = {
  title: 'Components/ProgressSteps',
  component: ProgressSteps,
  args: { steps: ['Transport Details', 'Motorcycle Details', 'Your Information'], current: 1, label: 'Quote progress' },
  argTypes: { current: { control: { type: 'range', min: 1, max: 3, step: 1 } } },
} satisfies Meta<typeof ProgressSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};
export const SecondStep: Story = { args: { current: 2 } };
export const LastStep: Story = { args: { current: 3 } };
