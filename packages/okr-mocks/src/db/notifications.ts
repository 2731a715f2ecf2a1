import { commentHref, defaultNotificationPreference, itemHref, membersHref, notificationKinds, NOTIFICATION_TITLE_MAX } from '@okr/contract';
import type { CommentedItem, Notification, NotificationKind, NotificationPreferences } from '@okr/contract';
import type { MockDb } from './MockDb';
import type { CommentRecord, InvitationRecord } from './records';
import { fullNameOf } from './users';

/** A notification's id: a UUID, as the API's (`POST /me/notifications/read` refuses anything else). */
const notificationId = (seq: number) => `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;

/** Every kind's preference of a user: what they changed, the defaults elsewhere. */
export function preferencesOf(db: MockDb, userId: string): NotificationPreferences {
  return Object.fromEntries(
    notificationKinds.map((kind) => {
      const row = db.notificationPreferences.get(`${userId}:${kind}`);
      return [kind, row ? { inApp: row.inApp, email: row.email } : defaultNotificationPreference(kind)];
    }),
  ) as NotificationPreferences;
}

/** As the API's writeNotifications: one per recipient who wants `kind` in the app, never the actor. */
export function writeNotifications(
  db: MockDb,
  recipients: readonly string[],
  notification: { kind: NotificationKind; organizationId: string; actorId: string | null; title: string; href: string },
): void {
  for (const userId of new Set(recipients)) {
    if (userId === notification.actorId || !preferencesOf(db, userId)[notification.kind].inApp) continue;
    const seq = db.notifications.all().length + 1;
    db.notifications.insert({
      id: notificationId(seq),
      seq,
      userId,
      ...notification,
      title: notification.title.slice(0, NOTIFICATION_TITLE_MAX),
      createdAt: db.now(),
      readAt: null,
    });
  }
}

/** The item a comment hangs on: its title, owner and page. */
function itemOf(db: MockDb, record: CommentRecord) {
  if (record.target === 'objectives') {
    const objective = db.objectives.get(record.targetId);
    return { title: objective?.title ?? '', ownerId: objective?.ownerId ?? null, item: { objectiveId: record.targetId } };
  }
  if (record.target === 'key-results') {
    const keyResult = db.keyResults.get(record.targetId);
    return { title: keyResult?.title ?? '', ownerId: keyResult?.ownerId ?? null, item: { objectiveId: keyResult?.objectiveId ?? '', keyResultId: record.targetId } };
  }
  const initiative = db.initiatives.get(record.targetId);
  return { title: initiative?.name ?? '', ownerId: initiative?.ownerId ?? null, item: { initiativeId: record.targetId } };
}

/** As the API's notifyOfComment: `mention` to the newly mentioned readers, `comment_on_owned` to the owner of a new comment's item. */
export function notifyOfComment(db: MockDb, record: CommentRecord, newlyMentioned: readonly string[], created: boolean): void {
  const { title, ownerId, item } = itemOf(db, record);
  const about = { organizationId: record.organizationId, actorId: record.authorId, title, href: commentHref(record.organizationId, item, record.id) };
  writeNotifications(db, newlyMentioned, { kind: 'mention', ...about });
  if (created && ownerId && !newlyMentioned.includes(ownerId)) writeNotifications(db, [ownerId], { kind: 'comment_on_owned', ...about });
}

/**
 * As the API's notifyOfAssignment: `assigned` to the new owner when the owner changed, never to
 * the actor; a creation passes the creator as `before` (the owner it would have had).
 */
export function notifyOfAssignment(
  db: MockDb,
  change: { organizationId: string; actorId: string; before: string | null; after: string | null; title: string; item: CommentedItem },
): void {
  if (!change.after || change.after === change.before) return;
  writeNotifications(db, [change.after], { kind: 'assigned', organizationId: change.organizationId, actorId: change.actorId, title: change.title, href: itemHref(change.organizationId, change.item) });
}

/** As the API's joinByInvitation: the inviter is told `invitation_accepted`, opening the members. */
export function notifyOfAcceptedInvitation(db: MockDb, invitation: InvitationRecord, acceptedBy: string): void {
  if (!invitation.invitedBy.id) return;
  const organizationId = invitation.organizationId;
  const title = db.organizations.get(organizationId)?.name ?? '';
  writeNotifications(db, [invitation.invitedBy.id], { kind: 'invitation_accepted', organizationId, actorId: acceptedBy, title, href: membersHref(organizationId) });
}

/** The user's notifications in organizations they are still an active member of, newest first. */
export function visibleNotifications(db: MockDb, userId: string): Notification[] {
  const memberOf = new Set(db.memberships.filter((m) => m.userId === userId && m.isActive).map((m) => m.organizationId));
  return db.notifications
    .filter((n) => n.userId === userId && memberOf.has(n.organizationId))
    .sort((a, b) => b.seq - a.seq)
    .map((n) => {
      const actor = n.actorId ? db.users.get(n.actorId) : undefined;
      return {
        id: n.id,
        organization: { id: n.organizationId, name: db.organizations.get(n.organizationId)?.name ?? '' },
        kind: n.kind,
        actor: actor ? { id: actor.id, fullName: fullNameOf(actor) } : null,
        title: n.title,
        href: n.href,
        createdAt: n.createdAt,
        readAt: n.readAt,
      };
    });
}
