import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sessionFixtures } from '@okr/mocks';
import { NotificationsBell } from './NotificationsBell';
import { notificationsErrorHandlers, notificationsSlowHandlers, notificationStoryHandlers, pushedNotification } from '../testing/notificationStoryHandlers';

const meta = {
  title: 'Auth/NotificationsBell',
  component: NotificationsBell,
  // Any path renders the story: following a notification moves through the story's router.
  parameters: { route: '/app', routePath: '*', session: sessionFixtures.admin, msw: { handlers: { notifications: notificationStoryHandlers() } } },
} satisfies Meta<typeof NotificationsBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const openBell = async (canvasElement: HTMLElement, name: string | RegExp) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name: 'Notifications' }));
};

/** Three unread across two organizations, one read: the count in the name, newest first in the popover. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications, 3 unread');
    const items = await popover.findAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Raise net revenue retention to 115 %');
    await expect(items[0]).toHaveTextContent('Ada Lovelace mentioned you');
    await expect(items[0]).toHaveTextContent('Acme Corp');
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/app/objectives/kr-1?org=acme#comment-1');
    await expect(items[2]).toHaveTextContent('Time for a check-in');
    await expect(items[2]).toHaveTextContent('Globex');
  },
};

/** "Mark all as read": the count goes to none at once. */
export const MarkAllRead: Story = {
  parameters: { msw: { handlers: { notifications: notificationStoryHandlers() } } },
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications, 3 unread');
    await userEvent.click(await popover.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    await expect(popover.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0);
  },
};

/** Opening one goes there through the host's router, marks it read and closes the popover. */
export const OpenMarksRead: Story = {
  parameters: { msw: { handlers: { notifications: notificationStoryHandlers() } } },
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications, 3 unread');
    await userEvent.click((await popover.findAllByRole('link'))[0]!);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  },
};

/** A mention arrives on the stream: the count and the list change without a reload. */
export const LiveUpdate: Story = {
  parameters: { msw: { handlers: { notifications: notificationStoryHandlers({ push: pushedNotification }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Notifications, 4 unread' }, { timeout: 5_000 })).toBeVisible();
    const popover = await openBell(canvasElement, 'Notifications, 4 unread');
    await expect((await popover.findAllByRole('listitem'))[0]).toHaveTextContent('Hire two senior engineers');
  },
};

/** The stream fails: the list is still there, read again every 30 s, and says so. */
export const StreamDown: Story = {
  parameters: { msw: { handlers: { notifications: notificationStoryHandlers({ streamFails: true }) } } },
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications, 3 unread');
    // The popover fades in: wait for the line to be shown, not only present.
    const line = await popover.findByText('Live updates are paused; checking every 30 seconds.');
    await waitFor(() => expect(line).toBeVisible());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { notifications: notificationStoryHandlers({ items: [] }) } } },
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications');
    await expect(await popover.findByText("You're all caught up")).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { notifications: notificationsSlowHandlers } } },
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications');
    await expect(await popover.findByText('Loading notifications…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { notifications: notificationsErrorHandlers } } },
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications');
    await expect(await popover.findByText('Error loading notifications. Please try again.')).toBeVisible();
  },
};
