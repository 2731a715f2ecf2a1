import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { RequireAuth } from './RequireAuth';

const meta = {
  title: 'Auth/Guards/RequireAuth',
  component: RequireAuth,
  args: { children: <p>Private content</p> },
  parameters: { route: '/private' },
} satisfies Meta<typeof RequireAuth>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in user sees the content. */
export const Allowed: Story = {
  parameters: { session: sessionFixtures.viewer },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Private content')).toBeVisible();
  },
};

/** A signed-out visitor goes to the landing page. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /');
    await expect(canvas.queryByText('Private content')).toBeNull();
  },
};

/** A host may send signed-out visitors elsewhere. */
export const CustomRedirect: Story = {
  args: { redirectTo: '/login' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('story-navigated-to')).toHaveTextContent('Navigated to /login');
  },
};
