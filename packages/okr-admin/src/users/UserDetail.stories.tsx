import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminHandlers, demoIds, sessionFixtures } from '@okr/mocks';
import { UserDetail } from './UserDetail';

const meta = {
  title: 'Admin/Users/Detail',
  component: UserDetail,
  args: { userId: demoIds.users.viewer },
  parameters: { route: `/admin/users/${demoIds.users.viewer}`, session: sessionFixtures.superAdmin },
} satisfies Meta<typeof UserDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The super admin deactivates a user after confirming, then reactivates them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    // The page shows the new state once the server answered (the toast may come first).
    await expect(await canvas.findByRole('button', { name: 'Reactivate' })).toBeVisible();
    await expect(await canvas.findByText('Deactivated')).toBeVisible();
  },
};

/** Cancel closes the confirmation and changes nothing. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};

/** The only super administrator cannot deactivate themselves: the server's 422 message. */
export const LastSuperAdmin: Story = {
  args: { userId: demoIds.users.superAdmin },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await expect(await screen.findByText('The last active super administrator cannot be deactivated')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { userId: 'user-missing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This user does not exist.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.slow } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** At a phone's width (Storybook's `phone` viewport, 390 px): nothing scrolls sideways, every target is big enough (WCAG 2.2 2.5.8). */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { ...Default.parameters, a11y: { options: { rules: { 'target-size': { enabled: true } } } } },
};
