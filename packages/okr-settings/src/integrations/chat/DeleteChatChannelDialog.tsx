import type { ChatChannel } from '@okr/contract';
import { ConfirmDeleteDialog, getErrorMessage, useToast, useTranslation } from '@okr/core';
import { chatChannelsCatalogs } from './chatChannelsCatalogs';
import type { ChatChannelsModel } from './useChatChannels';

export interface DeleteChatChannelDialogProps {
  /** The channel to delete; the confirmation is open while it is set. */
  channel: ChatChannel | null;
  onClose: () => void;
  onDeleted?: (channel: ChatChannel) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The chat channels hook's `remove`. */
  remove: ChatChannelsModel['remove'];
}

/** 'Delete chat channel': nothing more is posted there; the outcome is a toast either way. */
export function DeleteChatChannelDialog({ channel, onClose, onDeleted, onCloseAutoFocus, remove }: DeleteChatChannelDialogProps) {
  const t = useTranslation(chatChannelsCatalogs);
  const toast = useToast();
  const confirm = () => {
    if (!channel || remove.isPending) return;
    remove.run(channel, {
      onSuccess: (gone) => {
        toast.success(t('chatChannels.toast.deleted'));
        onDeleted?.(gone);
        onClose();
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, t('chatChannels.error.delete')));
        onClose();
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      open={channel !== null}
      title={t('chatChannels.delete.title')}
      question={t('chatChannels.delete.confirm', { name: channel?.name ?? '' })}
      confirmLabel={t('chatChannels.delete.action')}
      cancelLabel={t('common.cancel')}
      pending={remove.isPending}
      onConfirm={confirm}
      onOpenChange={(next) => !next && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
