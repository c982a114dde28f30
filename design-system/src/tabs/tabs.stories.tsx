import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Tabs } from './tabs';

type Id = 'overview' | 'providers' | 'leads';
const tabs = [
  { id: 'overview' as const, label: 'Overview' },
  { id: 'providers' as const, label: 'Providers', badge: 12 },
  { id: 'leads' as const, label: 'All Leads', badge: 230 },
];

function TabsDemo() {
  const [active, setActive] = useState<Id>('overview');
  return (
    <>
      <Tabs tabs={tabs} active={active} onSelect={setActive} label="Admin sections" tabId={(id) => `story-tab-${id}`} panelId={(id) => `story-panel-${id}`} />
      <div role="tabpanel" id={`story-panel-${active}`} aria-labelledby={`story-tab-${active}`}>
        The {active} panel
      </div>
    </>
  );
}

const meta = { title: 'Components/Tabs', component: TabsDemo } satisfies Meta<typeof TabsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
