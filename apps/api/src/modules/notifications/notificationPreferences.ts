import { defaultNotificationPreference, notificationKinds } from '@okr/contract';
import type { NotificationKind, NotificationPreferences, UpdateNotificationPreferencesRequest } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

type Db = Kysely<Database>;

/** Every kind's preference of `userId`: the rows the user changed, the defaults elsewhere. */
export async function preferencesOf(db: Db, userId: string): Promise<NotificationPreferences> {
  const rows = await db.selectFrom('notification_preferences').select(['kind', 'in_app', 'email']).where('user_id', '=', userId).execute();
  const set = new Map(rows.map((row) => [row.kind, { inApp: row.in_app, email: row.email }]));
  return Object.fromEntries(notificationKinds.map((kind) => [kind, set.get(kind) ?? defaultNotificationPreference(kind)])) as NotificationPreferences;
}

/** PATCH /me/notification-preferences: only the kinds and fields sent change; answers every kind. */
export async function updatePreferences(db: Db, userId: string, change: UpdateNotificationPreferencesRequest): Promise<NotificationPreferences> {
  return db.transaction().execute(async (trx) => {
    const current = await preferencesOf(trx, userId);
    const rows = notificationKinds
      .filter((kind) => change[kind] !== undefined)
      .map((kind) => {
        const next = { ...current[kind], ...change[kind] };
        current[kind] = next;
        return { user_id: userId, kind, in_app: next.inApp, email: next.email };
      });
    if (rows.length > 0) {
      await trx
        .insertInto('notification_preferences')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ in_app: eb.ref('excluded.in_app'), email: eb.ref('excluded.email') })))
        .execute();
    }
    return current;
  });
}

/** Of `userIds`, those who want `kind` in the app or by email (`channel`): their row, else the default. */
export async function usersWanting(db: Db, userIds: readonly string[], kind: NotificationKind, channel: 'inApp' | 'email'): Promise<string[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['user_id', 'in_app', 'email'])
    .where('user_id', 'in', unique)
    .where('kind', '=', kind)
    .execute();
  const set = new Map(rows.map((row) => [row.user_id, channel === 'inApp' ? row.in_app : row.email]));
  const fallback = defaultNotificationPreference(kind)[channel];
  return unique.filter((id) => set.get(id) ?? fallback);
}
