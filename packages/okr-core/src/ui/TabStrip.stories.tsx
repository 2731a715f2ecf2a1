import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from '@radix-ui/themes';
import { expect, within } from 'storybook/test';
import { TabStrip } from './TabStrip';

const names = ['Organization', 'Members', 'Roles', 'Role Permissions', 'Billing', 'Periods', 'Integrations', 'Single sign-on'];

const meta = {
  title: 'Core/TabStrip',
  component: TabStrip,
  render: (args) => (
    <Tabs.Root defaultValue="tab-7">
      <TabStrip {...args} aria-label="Settings">
        {names.map((name, index) => (
          <Tabs.Trigger key={name} value={`tab-${index}`}>
            {name}
          </Tabs.Trigger>
        ))}
      </TabStrip>
      {names.map((name, index) => (
        <Tabs.Content key={name} value={`tab-${index}`}>
          {name}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
} satisfies Meta<typeof TabStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** At 390 px the last tab is selected: the strip scrolls it into view (the phone check fails otherwise). */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Single sign-on' })).toHaveAttribute('aria-selected', 'true');
  },
};
