import { Badge, Box, Button, Callout, Card, Flex, IconButton, Text, Tooltip } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { ChatChannel } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { PencilIcon, SendIcon, TrashIcon } from '../../lib/panels/icons';
import type { ChatChannelsCan } from './chatChannelPermissions';
import { chatChannelsCatalogs } from './chatChannelsCatalogs';
import type { ChatTestOutcome } from './useChatChannels';

export interface ChatChannelRowProps {
  channel: ChatChannel;
  can: ChatChannelsCan;
  /** "5 Mar 2026, 14:02", or null when nothing was posted yet. */
  lastDelivery: string | null;
  /** A test message to this channel is under way. */
  testing: boolean;
  /** The last test message's outcome, when it was this channel's. */
  test: ChatTestOutcome | null;
  onTest: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const kindColor = { slack: 'purple', teams: 'indigo' } as const;
const statusColor = { enabled: 'green', failing: 'amber', disabled: 'gray' } as const;

/** One channel: where it posts, what, whether it works, and what can be done to it. */
export function ChatChannelRow({ channel, can, lastDelivery, testing, test, onTest, onEdit, onDelete }: ChatChannelRowProps) {
  const t = useTranslation(chatChannelsCatalogs);
  const status = channel.enabled ? (channel.consecutiveFailures > 0 ? 'failing' : 'enabled') : 'disabled';
  const icon = (label: string, glyph: ReactNode, onClick: () => void, tone?: 'red') => (
    <Tooltip content={label}>
      <IconButton variant="ghost" color={tone} aria-label={label} onClick={onClick}>
        {glyph}
      </IconButton>
    </Tooltip>
  );
  return (
    <Card asChild size="2">
      <li className="okr-chat-channel" data-channel-id={channel.id} data-status={status} aria-label={channel.name}>
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Box minWidth="0" style={{ flex: '1 1 16rem' }}>
            <Flex align="center" gap="2" wrap="wrap">
              <Badge variant="soft" color={kindColor[channel.kind]}>
                {t(`chatChannels.kind.${channel.kind}`)}
              </Badge>
              <Text weight="medium" size="2" style={{ overflowWrap: 'anywhere' }}>
                {channel.name}
              </Text>
              <Badge variant="soft" color={statusColor[status]} highContrast>
                {t(`chatChannels.status.${status}`)}
              </Badge>
            </Flex>
            <Text as="div" size="1" color="gray" truncate title={channel.url} mt="1" style={{ fontFamily: 'var(--code-font-family)' }}>
              {channel.url}
            </Text>
            <Text as="div" size="2" mt="2">
              {channel.events.map((event) => t(`chatChannels.event.${event}`)).join(' · ')}
            </Text>
            <Text as="div" size="1" color="gray" mt="1">
              {lastDelivery ? t('chatChannels.lastDelivery', { date: lastDelivery }) : t('chatChannels.neverDelivered')}
              {status === 'failing'
                ? ` · ${channel.consecutiveFailures === 1 ? t('chatChannels.failingCount.one') : t('chatChannels.failingCount.other', { count: channel.consecutiveFailures })}`
                : null}
            </Text>
          </Box>
          {can.update || can.delete ? (
            <Flex gap="3" align="center">
              {can.update ? (
                <Button size="1" variant="soft" loading={testing} aria-label={t('chatChannels.test.label', { name: channel.name })} onClick={onTest}>
                  <SendIcon />
                  {t('chatChannels.test.open')}
                </Button>
              ) : null}
              {can.update ? icon(t('chatChannels.editLabel', { name: channel.name }), <PencilIcon />, onEdit) : null}
              {can.delete ? icon(t('chatChannels.deleteLabel', { name: channel.name }), <TrashIcon />, onDelete, 'red') : null}
            </Flex>
          ) : null}
        </Flex>
        {test ? (
          <Callout.Root size="1" mt="3" color={test.outcome === 'sent' ? 'green' : 'red'} role={test.outcome === 'sent' ? 'status' : 'alert'}>
            <Callout.Text>
              {test.outcome === 'sent'
                ? t('chatChannels.test.sent', { name: channel.name })
                : t('chatChannels.test.failed', { name: channel.name, message: test.error?.message || t('chatChannels.test.failedFallback') })}
            </Callout.Text>
          </Callout.Root>
        ) : null}
      </li>
    </Card>
  );
}
