import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { ChatChannel } from '@okr/contract';
import { ApiError } from '@okr/core';
import { confirmDialogStories } from '../../testing/confirmDialogStories';
import { storyAction } from '../../testing/storyAction';
import { slackChannel } from './chatChannelStoryData';
import { DeleteChatChannelDialog } from './DeleteChatChannelDialog';

const stories = confirmDialogStories({
  title: 'Delete chat channel',
  question: 'Nothing more will be posted to #okr-updates. Delete it?',
  confirm: 'Delete channel',
  done: 'Channel deleted',
  refusal: new ApiError({ status: 404, code: 'NOT_FOUND', message: 'This chat channel no longer exists' }),
  args: (state) => ({ remove: storyAction<ChatChannel, ChatChannel>({ result: slackChannel, ...state }) }),
});

const meta = {
  title: 'Settings/ChatChannelsPanel/DeleteChatChannelDialog',
  component: DeleteChatChannelDialog,
  args: { channel: slackChannel, onClose: fn(), onDeleted: fn(), ...stories.open.args },
} satisfies Meta<typeof DeleteChatChannelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = stories.open;
export const Deleted: Story = stories.confirmed;
export const Deleting: Story = stories.pending;
export const Refused: Story = stories.refused;
