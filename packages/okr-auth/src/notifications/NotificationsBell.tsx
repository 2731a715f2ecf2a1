import { Badge, Box, IconButton, Popover } from '@radix-ui/themes';
import { useState } from 'react';
import { cx, OKR_ROOT_CLASS, useTranslation } from '@okr/core';
import { NotificationsList } from './NotificationsList';
import { notificationsCatalogs } from './notificationsCatalogs';
import { useNotifications } from './useNotifications';

export interface NotificationsBellProps {
  className?: string;
}

function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The app shell's bell: the unread count of every organization of the user (live from the stream),
 * and the newest notifications in a popover; opening one marks it read and closes the popover.
 */
export function NotificationsBell({ className }: NotificationsBellProps) {
  const t = useTranslation(notificationsCatalogs);
  const model = useNotifications();
  const [open, setOpen] = useState(false);
  const count = model.unreadCount;
  const label = count === 0 ? t('auth.notifications.bell.none') : count === 1 ? t('auth.notifications.bell.one') : t('auth.notifications.bell.other', { count });
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        {/* The badge reaches 8 px past the button: the margin keeps it off the next item of the header (the avatar). */}
        <IconButton variant="ghost" color="gray" aria-label={label} className={cx('okr-notifications-bell', className)} data-unread={count} style={{ position: 'relative', marginRight: 'var(--space-2)' }}>
          <BellIcon />
          {count > 0 ? (
            <Badge size="1" color="red" variant="solid" radius="full" aria-hidden="true" style={{ position: 'absolute', top: -6, right: -8, minWidth: 18, justifyContent: 'center' }}>
              {count > 99 ? '99+' : count}
            </Badge>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Popover.Content className={OKR_ROOT_CLASS} width="380px" maxWidth="calc(100vw - 16px)" maxHeight="70vh" aria-label={t('auth.notifications.title')}>
        <Box>
          <NotificationsList
            state={model.state}
            notifications={model.notifications}
            unreadCount={count}
            live={model.live}
            onOpen={(notification) => {
              model.markRead(notification);
              setOpen(false);
            }}
            onMarkAllRead={model.markAllRead}
            onRetry={model.retry}
            markAllRead={model.actions.markAllRead}
          />
        </Box>
      </Popover.Content>
    </Popover.Root>
  );
}
