import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { RequireRole } from './RequireRole';

const meta = {
  title: 'Auth/Guards/RequireRole',
  component: RequireRole,
  args: { roles: ['Admin', 'SuperAdmin'], children: <p>Settings content</p> },
  parameters: { route: '/app/settings' },
} satisfies Meta<typeof RequireRole>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Admin sees the guarded content. */
export const Allowed: Story = {
  parameters: { session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Settings content')).toBeVisible();
  },
};

/** An Editor is told which roles are required and sent back to /app. */
export const Forbidden: Story = {
  parameters: { session: sessionFixtures.editor },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "You don't have permission to access this page. Required roles: Admin, SuperAdmin",
    );
  },
};
