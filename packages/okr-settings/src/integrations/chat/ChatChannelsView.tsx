import { Button, Flex } from '@radix-ui/themes';
import { useMemo } from 'react';
import type { ReactNode, Ref } from 'react';
import type { ChatChannel } from '@okr/contract';
import { useLocale, useTranslation } from '@okr/core';
import { PlusIcon } from '../../lib/panels/icons';
import { UpgradeNotice } from '../../lib/panels/UpgradeNotice';
import { IntegrationPanel, integrationPanelTexts } from '../IntegrationPanel';
import { ChatChannelRow } from './ChatChannelRow';
import type { ChatChannelsCan } from './chatChannelPermissions';
import { chatChannelsCatalogs } from './chatChannelsCatalogs';
import type { ChatChannelsState, ChatTestOutcome } from './useChatChannels';

export interface ChatChannelsViewProps {
  /** The `data-state`: `loading|empty|error|ready|forbidden|signed-out|locked`. */
  state: ChatChannelsState;
  channels: readonly ChatChannel[];
  can: ChatChannelsCan;
  /** The last test message's outcome (shown on its channel). */
  lastTest?: ChatTestOutcome | null;
  /** The channel a test message is being queued for. */
  testingId?: string | null;
  onAdd: () => void;
  onEdit: (channel: ChatChannel) => void;
  onDelete: (channel: ChatChannel) => void;
  onTest: (channel: ChatChannel) => void;
  onRetry: () => void;
  /** Free plan: the notice's button (the settings page switches to Billing); else a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  /** The add button, so a closing dialog gives it the focus back. */
  addButtonRef?: Ref<HTMLButtonElement>;
  className?: string;
  /** Rendered inside the panel (its dialogs). */
  children?: ReactNode;
}

/** Slack and Microsoft Teams channels over plain data: the list, its states, and the plan notice on Free. */
export function ChatChannelsView(props: ChatChannelsViewProps) {
  const { state, channels, can, lastTest = null, testingId = null, onAdd, onEdit, onDelete, onTest, onRetry, onSeeBilling, billingHref, addButtonRef, className, children } = props;
  const t = useTranslation(chatChannelsCatalogs);
  const locale = useLocale();
  const formatDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  return (
    <IntegrationPanel
      rootClass="okr-chat-channels"
      className={className}
      state={state}
      texts={integrationPanelTexts(t, 'chatChannels')}
      items={state === 'ready' || state === 'empty' ? channels : undefined}
      onRetry={onRetry}
      onSeeBilling={onSeeBilling}
      billingHref={billingHref}
      planNotice={
        <UpgradeNotice
          className="okr-chat-channels-plan"
          title={t('chatChannels.plan.title')}
          body={t('chatChannels.plan.body')}
          cta={t('chatChannels.plan.cta')}
          onSeeBilling={onSeeBilling}
          billingHref={billingHref}
        />
      }
      action={
        can.create ? (
          <Button ref={addButtonRef} onClick={onAdd}>
            <PlusIcon />
            {t('chatChannels.add.open')}
          </Button>
        ) : null
      }
      list={(items) => (
        <Flex asChild direction="column" gap="3">
          <ul className="okr-chat-channels-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((channel) => (
              <ChatChannelRow
                key={channel.id}
                channel={channel}
                can={can}
                lastDelivery={channel.lastDeliveryAt ? formatDate.format(new Date(channel.lastDeliveryAt)) : null}
                testing={testingId === channel.id}
                test={lastTest?.channelId === channel.id ? lastTest : null}
                onTest={() => onTest(channel)}
                onEdit={() => onEdit(channel)}
                onDelete={() => onDelete(channel)}
              />
            ))}
          </ul>
        </Flex>
      )}
    >
      {children}
    </IntegrationPanel>
  );
}
