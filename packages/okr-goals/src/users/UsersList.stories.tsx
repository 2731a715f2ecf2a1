import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { UsersList } from './UsersList';

const meta = {
  title: 'Goals/UsersList',
  component: UsersList,
  parameters: { route: '/app/users', session: sessionFixtures.viewer },
} satisfies Meta<typeof UsersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Members with their role, membership and what they own. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('rowheader', { name: /Ada Admin/ })).toBeVisible();
  },
};
