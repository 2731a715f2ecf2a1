import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ChatChannel, CreateChatChannelRequest } from '@okr/contract';
import type { UpdateChatChannelInput } from './useChatChannels';
import { ChatChannelDialog } from './ChatChannelDialog';
import { storyAction } from '../../testing/storyAction';
import { slackChannel, urlRefused } from './chatChannelStoryData';

const meta = {
  title: 'Settings/ChatChannelsPanel/Dialogs',
  component: ChatChannelDialog,
  args: {
    target: 'new',
    create: storyAction<CreateChatChannelRequest, ChatChannel>({ result: slackChannel }),
    update: storyAction<UpdateChatChannelInput, ChatChannel>({ result: slackChannel }),
    onOpenChange: fn(),
    onCreated: fn(),
  },
} satisfies Meta<typeof ChatChannelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** Add chat channel: a channel filled in is added, a toast says so, the dialog closes. */
export const Add: Story = {
  play: async ({ args }) => {
    const form = await dialog('Add chat channel');
    await userEvent.type(form.getByLabelText(/^Name/), '#okr-updates');
    await userEvent.type(form.getByLabelText(/^Incoming-webhook URL/), slackChannel.url);
    await userEvent.click(form.getByRole('checkbox', { name: 'Check-ins' }));
    await userEvent.click(form.getByRole('button', { name: 'Add channel' }));
    await expect(args.onCreated).toHaveBeenCalledWith(slackChannel);
    await expect(await screen.findByText('Channel added')).toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Sent with nothing filled in: each field says what it needs, nothing is asked of the server. */
export const AddIncomplete: Story = {
  play: async ({ args }) => {
    const form = await dialog('Add chat channel');
    await userEvent.click(form.getByRole('button', { name: 'Add channel' }));
    await expect(form.getByText('Name is required')).toBeInTheDocument();
    await expect(form.getByText('URL is required')).toBeInTheDocument();
    await expect(form.getByRole('alert')).toHaveTextContent('Choose at least one event');
    await expect(args.create.run).not.toHaveBeenCalled();
  },
};

/** Edit chat channel: the channel's values; the tool is fixed once added; only what changed is sent. */
export const Edit: Story = {
  args: { target: slackChannel },
  play: async ({ args }) => {
    const form = await dialog('Edit chat channel');
    await expect(form.getByLabelText(/^Name/)).toHaveValue('#okr-updates');
    await expect(form.getByRole('radio', { name: 'Slack' })).toBeDisabled();
    await userEvent.click(form.getByRole('checkbox', { name: 'Mentions in comments' }));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(args.update.run).toHaveBeenCalledWith({ channel: slackChannel, changes: { events: ['check_in.created', 'objective.at_risk', 'comment.mention'] } }, expect.anything());
  },
};

/** The server refused the URL: the dialog stays open with its words under the field. */
export const Refused: Story = {
  args: { create: storyAction({ error: urlRefused }) },
  play: async () => {
    const form = await dialog('Add chat channel');
    // The dialog fades in: wait for the line to be shown, not only present.
    await waitFor(() => expect(form.getByText('The URL must use https')).toBeVisible());
  },
};

/** Adding under way: the submit is busy. */
export const Saving: Story = {
  args: { create: storyAction({ pending: true }) },
  play: async () => {
    const form = await dialog('Add chat channel');
    await expect(form.getByRole('checkbox', { name: 'Check-ins' })).toBeDisabled();
  },
};
