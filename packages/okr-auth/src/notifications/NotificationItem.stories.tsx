import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Notification } from '@okr/contract';
import { NotificationItem } from './NotificationItem';
import { notificationsOfEveryKind } from './notificationStoryData';

const [mention, comment, assigned, reminder, accepted] = notificationsOfEveryKind as [Notification, Notification, Notification, Notification, Notification];

const meta = {
  title: 'Auth/NotificationsList/Item',
  component: NotificationItem,
  args: { notification: mention, time: '20 Nov 2026, 14:02', onOpen: fn() },
  parameters: { route: '/app', routePath: '*' },
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 0, maxWidth: 380 }}>{Story()}</ul>],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread mention: bold title, who, where and when, the unread dot; following it tells the caller. */
export const UnreadMention: Story = {
  play: async ({ canvasElement, args }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item).toHaveTextContent('Eddie Editor mentioned you');
    await expect(item).toHaveTextContent('Acme Corp · 20 Nov 2026, 14:02');
    await expect(within(item).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('link'));
    await expect(args.onOpen).toHaveBeenCalledWith(mention);
  },
};

export const CommentOnOwned: Story = {
  args: { notification: comment },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('Eddie Editor commented'),
};

export const Assigned: Story = {
  args: { notification: assigned },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('Eddie Editor assigned it to you'),
};

/** From nobody: a reminder. */
export const CheckInReminder: Story = {
  args: { notification: reminder },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('Time for a check-in'),
};

/** Read: no dot. */
export const ReadInvitationAccepted: Story = {
  args: { notification: accepted },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('Eddie Editor accepted your invitation');
    await expect(within(canvasElement).queryByRole('img', { name: 'Unread' })).toBeNull();
  },
};

/** The account that caused it is gone: "Someone". */
export const ActorGone: Story = {
  args: { notification: { ...assigned, actor: null } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('Someone assigned it to you'),
};
