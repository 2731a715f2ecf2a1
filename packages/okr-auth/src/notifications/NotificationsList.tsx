import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import type { Notification } from '@okr/contract';
import { cx, EmptyState, ErrorState, LoadingState, useLocale, useTranslation } from '@okr/core';
import type { AccountAction, AccountPanelState } from '../lib/accountAction';
import { SignedOutNotice } from '../lib/SignedOutNotice';
import { NotificationItem } from './NotificationItem';
import { notificationsCatalogs } from './notificationsCatalogs';

export interface NotificationsListProps {
  state: AccountPanelState;
  notifications: readonly Notification[];
  unreadCount: number;
  /** The stream is open; when false a quiet line says updates come every 30 s. */
  live?: boolean;
  onOpen: (notification: Notification) => void;
  onMarkAllRead: () => void;
  onRetry?: () => void;
  markAllRead?: AccountAction;
  className?: string;
}

/** The caller's notifications over plain data, newest first: a heading with "Mark all as read", then the list or its state. */
export function NotificationsList({ state, notifications, unreadCount, live = true, onOpen, onMarkAllRead, onRetry, markAllRead, className }: NotificationsListProps) {
  const t = useTranslation(notificationsCatalogs);
  const locale = useLocale();
  const formatDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  return (
    <Flex direction="column" gap="2" className={cx('okr-notifications', className)} data-state={state}>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="3">
          {t('auth.notifications.title')}
        </Heading>
        {state === 'ready' ? (
          <Button size="1" variant="ghost" disabled={unreadCount === 0 || markAllRead?.pending} loading={markAllRead?.pending} onClick={onMarkAllRead}>
            {t('auth.notifications.markAll')}
          </Button>
        ) : null}
      </Flex>
      {state === 'signed-out' ? <SignedOutNotice>{t('auth.notifications.signedOut')}</SignedOutNotice> : null}
      {state === 'loading' ? <LoadingState label={t('auth.notifications.loading')} /> : null}
      {state === 'error' ? <ErrorState message={t('auth.notifications.loadError')} onRetry={onRetry} retryLabel={t('auth.notifications.retry')} /> : null}
      {state === 'empty' ? <EmptyState title={t('auth.notifications.empty.title')} description={t('auth.notifications.empty.body')} /> : null}
      {state === 'ready' ? (
        <ul className="okr-notification-list">
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} time={formatDate.format(new Date(notification.createdAt))} onOpen={onOpen} />
          ))}
        </ul>
      ) : null}
      {!live && (state === 'ready' || state === 'empty') ? (
        <Text size="1" color="gray">
          {t('auth.notifications.polling')}
        </Text>
      ) : null}
    </Flex>
  );
}
