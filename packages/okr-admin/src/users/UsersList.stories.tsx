import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminHandlers, sessionFixtures } from '@okr/mocks';
import { UsersList } from './UsersList';
import { refusalStories } from '../testing/refusalStories';

const meta = {
  title: 'Admin/Users/List',
  component: UsersList,
  parameters: { route: '/admin/users', session: sessionFixtures.superAdmin },
} satisfies Meta<typeof UsersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every user with their organizations and roles; search by name or email. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('editor@demo.okr')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users by name or email' }), 'viewer@');
    await expect(await canvas.findByText('1–1 of 1')).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'zzz-nobody');
    await expect(await canvas.findByText('No users match your search.')).toBeVisible();
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

const refusals = refusalStories({ forbidden: { admin: adminHandlers.forbidden }, signedOut: { admin: adminHandlers.signedOut } });

/** Signed in without super-administrator rights: the server's 403 in its words, no retry. */
export const Forbidden: Story = refusals.forbidden;

/** No session (401 after the refresh failed): the signed-out line. */
export const SignedOut: Story = refusals.signedOut;
