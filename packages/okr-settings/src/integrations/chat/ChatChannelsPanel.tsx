import { useRef, useState } from 'react';
import type { ChatChannel } from '@okr/contract';
import { useReturnFocus } from '../../lib/panels/useReturnFocus';
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
  const [editing, setEditing] = useState<ChatChannel | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ChatChannel | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(() => addButton.current);
  const open = <T,>(set: (value: T) => void, value: T) => {
    focus.remember();
    set(value);
  };

  return (
    <ChatChannelsView
      state={model.state}
      channels={model.channels}
      can={model.can}
      lastTest={model.lastTest}
      testingId={model.testingId}
      onAdd={() => open(setEditing, 'new')}
      onEdit={(channel) => open(setEditing, channel)}
      onDelete={(channel) => open(setDeleting, channel)}
      onTest={(channel) => model.sendTest.run(channel)}
      onRetry={model.retry}
      onSeeBilling={onSeeBilling}
      billingHref={billingHref}
      addButtonRef={addButton}
      className={className}
    >
      <ChatChannelDialog
        target={editing}
        create={model.create}
        update={model.update}
        onOpenChange={(next) => !next && setEditing(null)}
        onCreated={onChannelCreated}
        onUpdated={onChannelUpdated}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <DeleteChatChannelDialog
        channel={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={onChannelDeleted}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        remove={model.remove}
      />
    </ChatChannelsView>
  );
}
