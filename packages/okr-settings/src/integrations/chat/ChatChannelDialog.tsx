import { Dialog } from '@radix-ui/themes';
import type { ChatChannel } from '@okr/contract';
import { OKR_ROOT_CLASS, getErrorMessage, useToast, useTranslation } from '@okr/core';
import type { ApiError } from '@okr/core';
import type { PanelAction } from '../../lib/panels/panelAction';
import { ChatChannelForm } from './ChatChannelForm';
import { serverFieldError } from './chatChannelFormRules';
import { chatChannelsCatalogs } from './chatChannelsCatalogs';
import type { ChatChannelsModel } from './useChatChannels';

export interface ChatChannelDialogProps {
  /** `null`: closed; `'new'`: add a channel; a channel: edit it. */
  target: ChatChannel | 'new' | null;
  create: ChatChannelsModel['create'];
  update: ChatChannelsModel['update'];
  onOpenChange: (open: boolean) => void;
  onCreated?: (channel: ChatChannel) => void;
  onUpdated?: (channel: ChatChannel) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

const onAField = (error: ApiError) => (['name', 'url', 'events'] as const).some((field) => serverFieldError(error, field) !== null);

/** 'Add chat channel' or 'Edit chat channel'; a refusal about a field stays under it, any other is a toast. */
export function ChatChannelDialog({ target, create, update, onOpenChange, onCreated, onUpdated, onCloseAutoFocus }: ChatChannelDialogProps) {
  const t = useTranslation(chatChannelsCatalogs);
  const toast = useToast();
  const editing = target !== null && target !== 'new' ? target : null;
  const action: PanelAction<never, ChatChannel> = editing ? update : create;
  const close = () => {
    create.reset();
    update.reset();
    onOpenChange(false);
  };
  const callbacks = (done: string, failed: string, then?: (channel: ChatChannel) => void) => ({
    onSuccess: (channel: ChatChannel) => {
      toast.success(done);
      then?.(channel);
      close();
    },
    onError: (error: ApiError) => {
      if (!onAField(error)) toast.error(getErrorMessage(error, failed));
    },
  });
  return (
    <Dialog.Root open={target !== null} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Content maxWidth="560px" className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{editing ? t('chatChannels.edit.title') : t('chatChannels.add.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('chatChannels.form.description')}
        </Dialog.Description>
        {target !== null ? (
          <ChatChannelForm
            key={editing?.id ?? 'new'}
            channel={editing}
            pending={action.isPending}
            refusal={action.error}
            onChange={() => action.error && action.reset()}
            onCreate={(body) => create.run(body, callbacks(t('chatChannels.toast.created'), t('chatChannels.error.create'), onCreated))}
            onUpdate={(changes) =>
              editing && update.run({ channel: editing, changes }, callbacks(t('chatChannels.toast.updated'), t('chatChannels.error.update'), onUpdated))
            }
            onCancel={close}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
