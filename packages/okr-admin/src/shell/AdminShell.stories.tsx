import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { AdminShell } from './AdminShell';

const meta = {
  title: 'Admin/AdminShell',
  component: AdminShell,
  args: { section: 'users', children: <p>Section content</p> },
  parameters: { route: '/admin/users', session: sessionFixtures.superAdmin, layout: 'fullscreen' },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame of the area: the current section is marked in the navigation. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Section content')).toBeVisible();
  },
};

/** Someone who is not a super administrator never sees the content, even if a host forgot its guard. */
export const Forbidden: Story = {
  parameters: { session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only super administrators can open the administration area.');
    await expect(canvas.queryByText('Section content')).toBeNull();
  },
};
