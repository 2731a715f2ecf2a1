import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OKR_ROOT_CLASS, useTranslation } from '@okr/core';
import { shownDialog } from '../../testing/dialogPlays';
import { formDialogStories } from '../../testing/formDialogStories';
import { ChatChannelForm } from './ChatChannelForm';
import { slackChannel, urlRefused } from './chatChannelStoryData';
import { chatChannelsCatalogs } from './chatChannelsCatalogs';

type Args = ComponentProps<typeof ChatChannelForm>;

/** The form draws its own Cancel as the dialog's close: it is always inside one. */
function InDialog({ editing, children }: { editing: boolean; children: ReactNode }) {
  const t = useTranslation(chatChannelsCatalogs);
  return (
    <Dialog.Root open>
      <Dialog.Content maxWidth="560px" className={OKR_ROOT_CLASS}>
        <Dialog.Title>{editing ? t('chatChannels.edit.title') : t('chatChannels.add.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('chatChannels.form.description')}
        </Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}

const stories = formDialogStories({
  title: 'Add chat channel',
  submit: 'Add channel',
  refusal: urlRefused,
  refusedText: 'The URL must use https',
  args: (state) => ({ pending: state.pending ?? false, refusal: state.error ?? null }),
  fill: async (dialog) => {
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), '#okr-updates');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Incoming-webhook URL/ }), slackChannel.url);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Check-ins' }));
  },
  incomplete: async (dialog) => {
    await userEvent.click(dialog.getByRole('button', { name: 'Add channel' }));
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('URL is required')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveTextContent('Choose at least one event');
  },
  sent: (args: Args) => args.onCreate,
});

const meta = {
  title: 'Settings/ChatChannelsPanel/ChatChannelForm',
  component: ChatChannelForm,
  args: { channel: null, onChange: fn(), onCreate: fn(), onUpdate: fn(), onCancel: fn(), ...stories.open.args },
  decorators: [(Story, { args }) => <InDialog editing={args.channel !== null}>{Story()}</InDialog>],
} satisfies Meta<typeof ChatChannelForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = stories.open;
/** Filled in: Slack by default, what was typed, trimmed, and the events ticked. */
export const Added: Story = {
  ...stories.saved,
  play: async (context) => {
    await stories.saved.play(context);
    await expect(context.args.onCreate).toHaveBeenCalledWith({ kind: 'slack', name: '#okr-updates', url: slackChannel.url, events: ['check_in.created'] });
  },
};
export const Incomplete: Story = stories.incomplete;
/** Under way: the submit spins and the events cannot change. */
export const Adding: Story = {
  ...stories.pending,
  play: async () => {
    await stories.pending.play();
    await expect(within(await shownDialog('Add chat channel')).getByRole('checkbox', { name: 'Check-ins' })).toBeDisabled();
  },
};
/** The server refused the URL: its words under the field; typing again tells the caller to forget it. */
export const Refused: Story = {
  ...stories.refused,
  play: async (context) => {
    await stories.refused.play();
    await expect(context.args.onChange).toHaveBeenCalled();
  },
};

/** Edit: the channel's values, the tool fixed; only what changed is sent. */
export const Edit: Story = {
  args: { channel: slackChannel },
  play: async ({ args }) => {
    const dialog = within(await shownDialog('Edit chat channel'));
    await expect(dialog.getByRole('radio', { name: 'Slack' })).toBeDisabled();
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Name/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), '#okrs');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(args.onUpdate).toHaveBeenCalledWith({ name: '#okrs' });
  },
};

/** Edit saved with nothing changed: the form closes instead of sending nothing. */
export const EditUnchanged: Story = {
  args: { channel: slackChannel },
  play: async ({ args }) => {
    const dialog = within(await shownDialog('Edit chat channel'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};
