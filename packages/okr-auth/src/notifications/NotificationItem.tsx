import { Box, Flex, Text } from '@radix-ui/themes';
import type { Notification } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { useLinkClick } from '../lib/useLinkClick';
import { notificationsCatalogs } from './notificationsCatalogs';

export interface NotificationItemProps {
  notification: Notification;
  /** "5 Mar 2026, 14:02". */
  time: string;
  /** The link was followed (left, middle or keyboard): mark it read. */
  onOpen: (notification: Notification) => void;
}

const glyph: Record<Notification['kind'], string> = { mention: '@', comment_on_owned: '💬', assigned: '→', check_in_reminder: '⏰', invitation_accepted: '✓' };

/** One notification: what happened and who did it, what it is about, where and when; the whole row is its link. */
export function NotificationItem({ notification, time, onOpen }: NotificationItemProps) {
  const t = useTranslation(notificationsCatalogs);
  const unread = notification.readAt === null;
  const actor = notification.actor?.fullName ?? t('auth.notifications.someone');
  // Through the host's router: a full page load would drop the stream the bell listens to.
  const follow = useLinkClick(notification.href);
  return (
    <li className="okr-notification" data-kind={notification.kind} data-unread={unread || undefined}>
      <a
        href={notification.href}
        onClick={(event) => {
          onOpen(notification);
          follow(event);
        }}
        onAuxClick={() => onOpen(notification)}
        className="okr-notification-link"
      >
        <Flex gap="3" align="start" p="3">
          <Box aria-hidden="true" className="okr-notification-glyph">
            {glyph[notification.kind]}
          </Box>
          <Box minWidth="0" style={{ flex: 1 }}>
            <Text as="div" size="2" weight={unread ? 'bold' : 'regular'} style={{ overflowWrap: 'anywhere' }}>
              {notification.title}
            </Text>
            <Text as="div" size="2" color="gray">
              {t(`auth.notifications.kind.${notification.kind}`, { actor })}
            </Text>
            <Text as="div" size="1" color="gray">
              {notification.organization.name} · <time dateTime={notification.createdAt}>{time}</time>
            </Text>
          </Box>
          {unread ? <span className="okr-notification-dot" aria-label={t('auth.notifications.unread')} role="img" /> : null}
        </Flex>
      </a>
    </li>
  );
}
