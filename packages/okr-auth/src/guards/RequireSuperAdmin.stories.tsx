import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { authHandlers, sessionFixtures } from '@okr/mocks';
import { RequireSuperAdmin } from './RequireSuperAdmin';

const meta = {
  title: 'Auth/Guards/RequireSuperAdmin',
  component: RequireSuperAdmin,
  args: { children: <p>Admin content</p> },
  parameters: { route: '/admin' },
} satisfies Meta<typeof RequireSuperAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A super administrator sees the admin area. */
export const Allowed: Story = {
  parameters: { session: sessionFixtures.superAdmin },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Admin content')).toBeVisible();
  },
};

/** A signed-out visitor goes to the landing page. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /');
  },
};

/** Signed in but not a super administrator (even an organization Admin): back to /app. */
export const NotSuperAdmin: Story = {
  parameters: { session: sessionFixtures.admin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /app');
    await expect(canvas.queryByText('Admin content')).toBeNull();
  },
};

/** Only a token is known and /auth/me has not answered: the guard says it is checking. */
export const Pending: Story = {
  parameters: {
    session: { accessToken: sessionFixtures.superAdmin.accessToken },
    msw: { handlers: { auth: authHandlers.slow } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your session…');
    await expect(canvas.queryByText('Admin content')).toBeNull();
  },
};
