import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { itemHref } from '@okr/contract';
import { demoIds, demoSeed, getActiveMockDb, notificationHandlers, notificationMockSeeds, sessionFixtures, writeNotifications } from '@okr/mocks';
import { NotificationsBell } from './NotificationsBell';

// The bell over the mocks' notification handlers and a seeded inbox (`notificationMockSeeds`):
// the admin's mention, comment, check-in reminder and assignment unread, an accepted invitation read.

const meta = {
  title: 'Auth/NotificationsBell',
  component: NotificationsBell,
  // Any path renders the story: following a notification moves through the story's router.
  parameters: { route: '/app', routePath: '*', session: sessionFixtures.admin, mockSeed: notificationMockSeeds.inbox },
} satisfies Meta<typeof NotificationsBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const openBell = async (canvasElement: HTMLElement, name: string | RegExp) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name: 'Notifications' }));
};

/** Four unread across two organizations, one read: the count in the name, newest first in the popover. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications, 4 unread');
    const items = await popover.findAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Sign 40 new customers in Germany, Austria and Switzerland');
    await expect(items[0]).toHaveTextContent('Eddie Editor mentioned you');
    await expect(items[0]).toHaveTextContent('Acme Corp');
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', expect.stringContaining('#comment-comment-1'));
    await expect(items[2]).toHaveTextContent('Time for a check-in');
    await expect(items[3]).toHaveTextContent('Hank Scorpio assigned it to you');
    await expect(items[3]).toHaveTextContent('Globex');
    await expect(items[4]).toHaveTextContent('Vera Viewer accepted your invitation');
    await expect(popover.getAllByRole('img', { name: 'Unread' })).toHaveLength(4);
  },
};

/** Everything read: no count, no unread dots, "Mark all as read" has nothing to do. */
export const AllRead: Story = {
  parameters: { mockSeed: notificationMockSeeds.allRead },
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications');
    await expect(await popover.findAllByRole('listitem')).toHaveLength(5);
    await expect(popover.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0);
    await expect(popover.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** "Mark all as read": the count goes to none at once. */
export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications, 4 unread');
    await userEvent.click(await popover.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    await waitFor(() => expect(popover.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
  },
};

/** Opening one goes there through the host's router, marks it read and closes the popover. */
export const OpenMarksRead: Story = {
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications, 4 unread');
    await userEvent.click((await popover.findAllByRole('link'))[0]!);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  },
};

/** An assignment is written while the bell is open (another person's doing): the stream brings it without a reload. */
export const LiveUpdate: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Notifications, 4 unread' })).toBeVisible();
    const { organizations, users } = demoIds;
    writeNotifications(getActiveMockDb(), [users.admin], {
      kind: 'assigned',
      organizationId: organizations.acme,
      actorId: users.editor,
      title: 'Hire two senior engineers',
      href: itemHref(organizations.acme, { initiativeId: 'initiative-1' }),
    });
    const popover = await openBell(canvasElement, 'Notifications, 5 unread');
    await expect((await popover.findAllByRole('listitem'))[0]).toHaveTextContent('Hire two senior engineers');
  },
};

/** The stream fails: the list is still there, read again every 30 s, and says so. */
export const StreamDown: Story = {
  parameters: { msw: { handlers: { notifications: notificationHandlers.streamDown } } },
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications, 4 unread');
    // The popover fades in: wait for the line to be shown, not only present.
    const line = await popover.findByText('Live updates are paused; checking every 30 seconds.');
    await waitFor(() => expect(line).toBeVisible());
  },
};

/** Nothing yet (the demo data without an inbox). */
export const Empty: Story = {
  parameters: { mockSeed: demoSeed },
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications');
    // The popover fades in: wait for the text to be shown, not only present.
    const line = await popover.findByText("You're all caught up");
    await waitFor(() => expect(line).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { mockSeed: demoSeed, msw: { handlers: { notifications: notificationHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications');
    await expect(await popover.findByText('Loading notifications…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { mockSeed: demoSeed, msw: { handlers: { notifications: notificationHandlers.error } } },
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications');
    // The popover fades in: wait for the text to be shown, not only present.
    const line = await popover.findByText('Error loading notifications. Please try again.');
    await waitFor(() => expect(line).toBeVisible());
  },
};

/** Nobody signed in: the bell says to sign in, and asks the server nothing. */
export const SignedOut: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const popover = await openBell(canvasElement, 'Notifications');
    // The popover fades in: wait for the text to be shown, not only present.
    const line = await popover.findByText('Sign in to see your notifications.');
    await waitFor(() => expect(line).toBeVisible());
  },
};
