import { commentHref, itemHref, membersHref } from '@okr/contract';
import type { NotificationKind } from '@okr/contract';
import type { MockDb, MockSeed } from './MockDb';
import { demoIds, demoSeed } from './demoSeed';
import { demoOkrIds } from './demoOkrSeed';
import { writeNotifications } from './notifications';

const { users, organizations } = demoIds;

/** One notification for the admin, written as the server would, then dated `minutesAgo` before now. */
function tell(db: MockDb, minutesAgo: number, notification: { kind: NotificationKind; organizationId: string; actorId: string | null; title: string; href: string }, read = false) {
  writeNotifications(db, [users.admin], notification);
  const written = db.notifications.all().at(-1)!;
  const at = new Date(Date.parse(db.now()) - minutesAgo * 60_000).toISOString();
  db.notifications.update(written.id, { createdAt: at, readAt: read ? at : null });
}

/**
 * The demo data and the admin's inbox across Acme and Globex, newest first: a mention, a comment on
 * what they own, a check-in reminder, an assignment in Globex (all unread), and an accepted
 * invitation already read. `allRead` reads them all.
 */
function inbox(db: MockDb) {
  demoSeed(db);
  const objective = demoOkrIds.objective('dach');
  const keyResult = demoOkrIds.keyResult('dach-customers');
  const title = (id: string) => db.keyResults.get(id)?.title ?? db.objectives.get(id)?.title ?? '';
  tell(db, 60 * 50, { kind: 'invitation_accepted', organizationId: organizations.acme, actorId: users.viewer, title: 'Acme Corp', href: membersHref(organizations.acme) }, true);
  tell(db, 60 * 20, { kind: 'assigned', organizationId: organizations.globex, actorId: users.globexOwner, title: 'Cut the p95 checkout latency under 300 ms', href: itemHref(organizations.globex, { objectiveId: 'objective-globex-latency' }) });
  tell(db, 60 * 3, { kind: 'check_in_reminder', organizationId: organizations.acme, actorId: null, title: title(demoOkrIds.keyResult('dach-pipeline')), href: itemHref(organizations.acme, { objectiveId: objective, keyResultId: demoOkrIds.keyResult('dach-pipeline') }) });
  tell(db, 50, { kind: 'comment_on_owned', organizationId: organizations.acme, actorId: users.editor, title: title(objective), href: commentHref(organizations.acme, { objectiveId: objective }, 'comment-2') });
  tell(db, 2, { kind: 'mention', organizationId: organizations.acme, actorId: users.editor, title: title(keyResult), href: commentHref(organizations.acme, { objectiveId: objective, keyResultId: keyResult }, 'comment-1') });
}

/** Seeds of the notifications' stories and tests (`parameters.mockSeed`). */
export const notificationMockSeeds = {
  inbox: inbox satisfies MockSeed,
  allRead: ((db: MockDb) => {
    inbox(db);
    for (const n of db.notifications.filter((row) => row.readAt === null)) db.notifications.update(n.id, { readAt: db.now() });
  }) satisfies MockSeed,
};
