import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TrustBadges } from './trust-badges';

const meta = {
  title: 'Components/TrustBadges',
  component: TrustBadges,
  args: { verified: true, insured: true },
} satisfies Meta<typeof TrustBadges>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VerifiedAndInsured: Story = {};
export const InsuranceExpired: Story = { args: { insured: false } };
