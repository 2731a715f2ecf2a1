import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { expect, within } from 'storybook/test';
import { periodStatuses } from '@okr/contract';
import { PeriodStatusBadge } from './PeriodStatusBadge';

const meta = {
  title: 'Goals/PeriodStatusBadge',
  component: PeriodStatusBadge,
  args: { status: 'active' },
} satisfies Meta<typeof PeriodStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status a period can have, in words. */
export const AllStatuses: Story = {
  render: () => (
    <Flex gap="2">
      {periodStatuses.map((status) => (
        <PeriodStatusBadge key={status} status={status} />
      ))}
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const word of ['Upcoming', 'Active', 'Ended', 'Closed']) await expect(canvas.getByText(word)).toBeVisible();
  },
};
