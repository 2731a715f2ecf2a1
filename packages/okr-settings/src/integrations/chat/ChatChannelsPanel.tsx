import type { ChatChannel } from '@okr/contract';
import { useRowDialogs } from '../../lib/panels/useRowDialogs';
import { ChatChannelDialog } from './ChatChannelDialog';
import { ChatChannelsView } from './ChatChannelsView';
import { DeleteChatChannelDialog } from './DeleteChatChannelDialog';
import { useChatChannels } from './useChatChannels';

export interface ChatChannelsPanelProps {
  onChannelCreated?: (channel: ChatChannel) => void;
  onChannelUpdated?: (channel: ChatChannel) => void;
  onChannelDeleted?: (channel: ChatChannel) => void;
  /** Free plan: the notice's button (the settings page switches to Billing); else a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  className?: string;
}

/**
 * The organization's Slack and Microsoft Teams channels (Pro and Enterprise): add and edit with the
 * events to post, delete after a confirmation, and a test message whose outcome shows on its channel.
 */
export function ChatChannelsPanel({ onChannelCreated, onChannelUpdated, onChannelDeleted, onSeeBilling, billingHref, className }: ChatChannelsPanelProps) {
  const model = useChatChannels();
  const dialogs = useRowDialogs<ChatChannel>();

  return (
    <ChatChannelsView
      state={model.state}
      channels={model.channels}
      can={model.can}
      lastTest={model.lastTest}
      testingId={model.testingId}
      onAdd={() => dialogs.edit('new')}
      onEdit={dialogs.edit}
      onDelete={dialogs.confirmDelete}
      onTest={(channel) => model.sendTest.run(channel)}
      onRetry={model.retry}
      onSeeBilling={onSeeBilling}
      billingHref={billingHref}
      addButtonRef={dialogs.addButton}
      className={className}
    >
      <ChatChannelDialog
        target={dialogs.editing}
        create={model.create}
        update={model.update}
        onOpenChange={(next) => !next && dialogs.closeEdit()}
        onCreated={onChannelCreated}
        onUpdated={onChannelUpdated}
        onCloseAutoFocus={dialogs.onCloseAutoFocus}
      />
      <DeleteChatChannelDialog
        channel={dialogs.deleting}
        onClose={dialogs.closeDelete}
        onDeleted={onChannelDeleted}
        onCloseAutoFocus={dialogs.onCloseAutoFocus}
        remove={model.remove}
      />
    </ChatChannelsView>
  );
}
