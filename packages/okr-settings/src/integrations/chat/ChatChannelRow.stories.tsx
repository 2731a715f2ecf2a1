import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@okr/core';
import { ChatChannelRow } from './ChatChannelRow';
import { slackChannel, teamsChannel } from './chatChannelStoryData';

const all = { create: true, update: true, delete: true };

const meta = {
  title: 'Settings/ChatChannelsPanel/Row',
  component: ChatChannelRow,
  args: { channel: slackChannel, can: all, lastDelivery: '20 Nov 2026, 14:02', testing: false, test: null, onTest: fn(), onEdit: fn(), onDelete: fn() },
  decorators: [(Story) => <ul style={{ listStyle: 'none', padding: 0 }}>{Story()}</ul>],
} satisfies Meta<typeof ChatChannelRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Posting: tool, name, URL, events, the last message; test, edit and delete. */
export const Posting: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(canvasElement).getByRole('listitem', { name: '#okr-updates' });
    await expect(row).toHaveTextContent('Slack');
    await expect(row).toHaveTextContent('Posting');
    await expect(row).toHaveTextContent('Check-ins · An objective turns at risk');
    await expect(row).toHaveTextContent('Last message 20 Nov 2026, 14:02');
    await userEvent.click(within(row).getByRole('button', { name: 'Send test message to #okr-updates' }));
    await expect(args.onTest).toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit #okr-updates' }));
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: 'Delete #okr-updates' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** A Teams channel nothing was posted to yet. */
export const TeamsNeverPosted: Story = {
  args: { channel: teamsChannel, lastDelivery: null },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('listitem', { name: 'Leadership' });
    await expect(row).toHaveTextContent('Microsoft Teams');
    await expect(row).toHaveTextContent('No message yet');
  },
};

/** The last messages failed: the status and how many. */
export const Failing: Story = {
  args: { channel: { ...slackChannel, consecutiveFailures: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('Failing');
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('The last 3 messages failed');
  },
};

export const TurnedOff: Story = {
  args: { channel: { ...slackChannel, enabled: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('Turned off');
  },
};

/** A test message under way: its button is busy. */
export const Testing: Story = {
  args: { testing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send test message to #okr-updates' })).toBeDisabled();
  },
};

export const TestSent: Story = {
  args: { test: { channelId: slackChannel.id, outcome: 'sent', error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Test message queued for #okr-updates');
  },
};

export const TestFailed: Story = {
  args: { test: { channelId: slackChannel.id, outcome: 'failed', error: new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Chat channel not found' }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The test message to #okr-updates could not be sent: Chat channel not found');
  },
};

/** A member who may only read: no actions. */
export const ReadOnly: Story = {
  args: { can: { create: false, update: false, delete: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
