import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationsList } from './NotificationsList';
import { notificationsOfEveryKind } from './notificationStoryData';

// The list drawn from plain values (embedding.md "Views"): every state without a server behind it.

const meta = {
  title: 'Auth/NotificationsList',
  component: NotificationsList,
  args: { state: 'ready', notifications: notificationsOfEveryKind, unreadCount: 4, onOpen: fn(), onMarkAllRead: fn(), onRetry: fn() },
  parameters: { route: '/app', routePath: '*' },
} satisfies Meta<typeof NotificationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of each kind, four unread: "Mark all as read" does it. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getAllByRole('img', { name: 'Unread' })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
  },
};

export const AllRead: Story = {
  args: { notifications: notificationsOfEveryKind.map((n) => ({ ...n, readAt: n.createdAt })), unreadCount: 0 },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('button', { name: 'Mark all as read' })).toBeDisabled(),
};

/** The live stream is down: the list says it checks every 30 seconds. */
export const NotLive: Story = {
  args: { live: false },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Live updates are paused; checking every 30 seconds.')).toBeVisible(),
};

export const Empty: Story = {
  args: { state: 'empty', notifications: [], unreadCount: 0 },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText("You're all caught up")).toBeVisible(),
};

export const Loading: Story = {
  args: { state: 'loading', notifications: [], unreadCount: 0 },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Loading notifications…')).toBeInTheDocument(),
};

export const LoadError: Story = {
  args: { state: 'error', notifications: [], unreadCount: 0 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Error loading notifications. Please try again.')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const SignedOut: Story = {
  args: { state: 'signed-out', notifications: [], unreadCount: 0 },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Sign in to see your notifications.')).toBeVisible(),
};
