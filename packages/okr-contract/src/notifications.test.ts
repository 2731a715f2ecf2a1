import { describe, expect, it } from 'vitest';
import { NOTIFICATION_READ_IDS_MAX } from './notifications';
import { defaultNotificationPreference } from './rules/defaultNotificationPreference';
import { MarkNotificationsReadRequest, NotificationListQuery, UpdateNotificationPreferencesRequest } from './schemas/notifications';

const uuid = '3f1c2b9e-8d4a-4f6e-9a1b-2c3d4e5f6a7b';

describe('notification schemas', () => {
  it('marks ids or all, nothing else', () => {
    expect(MarkNotificationsReadRequest.safeParse({ ids: [uuid] }).success).toBe(true);
    expect(MarkNotificationsReadRequest.safeParse({ all: true }).success).toBe(true);
    expect(MarkNotificationsReadRequest.safeParse({ all: false }).success).toBe(false);
    expect(MarkNotificationsReadRequest.safeParse({ ids: [] }).success).toBe(false);
    expect(MarkNotificationsReadRequest.safeParse({ ids: ['not-a-uuid'] }).success).toBe(false);
    expect(MarkNotificationsReadRequest.safeParse({ ids: [`${uuid}\u0000`] }).success).toBe(false);
    expect(MarkNotificationsReadRequest.safeParse({ ids: Array(NOTIFICATION_READ_IDS_MAX).fill(uuid) }).success).toBe(true);
    expect(MarkNotificationsReadRequest.safeParse({ ids: Array(NOTIFICATION_READ_IDS_MAX + 1).fill(uuid) }).success).toBe(false);
    expect(MarkNotificationsReadRequest.safeParse({ ids: [uuid], all: true }).success).toBe(false);
  });

  it('reads the list query and preference changes strictly', () => {
    expect(NotificationListQuery.parse({ unread: 'true' })).toEqual({ unread: 'true', limit: 100 });
    expect(NotificationListQuery.safeParse({ unread: 'yes' }).success).toBe(false);
    expect(UpdateNotificationPreferencesRequest.safeParse({ mention: { email: false } }).success).toBe(true);
    expect(UpdateNotificationPreferencesRequest.safeParse({ unknown: { email: false } }).success).toBe(false);
    expect(UpdateNotificationPreferencesRequest.safeParse({ mention: { push: true } }).success).toBe(false);
  });

  it('emails only mentions by default', () => {
    expect(defaultNotificationPreference('mention')).toEqual({ inApp: true, email: true });
    expect(defaultNotificationPreference('assigned')).toEqual({ inApp: true, email: false });
  });
});
