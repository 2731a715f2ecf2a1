import { listenOnChannel } from '../../db/listenOnChannel';
import type { ChannelListener } from '../../db/listenOnChannel';
import { NOTIFICATIONS_CHANNEL, notificationBus } from './notificationBus';

/**
 * PostgreSQL only: one connection per process on LISTEN okr_notifications, waking this process's
 * streams of the users each notice names, so a notification written by any API process reaches a
 * stream held by this one. Once it listens again after a loss, every stream looks again (notices
 * sent meanwhile went unheard).
 */
export function listenForNotifications(url: string, onLost: (error: Error) => void): ChannelListener {
  return listenOnChannel(url, NOTIFICATIONS_CHANNEL, 'okr-api notification listener', {
    onNotice: (payload) => {
      if (payload) notificationBus.wake(payload.split(','));
    },
    onListening: () => notificationBus.wakeAll(),
    onDown: () => {},
    onLost,
  });
}
