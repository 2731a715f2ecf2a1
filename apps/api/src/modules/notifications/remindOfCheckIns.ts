import type { WeekItem } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { writeNotifications } from './writeNotifications';

/**
 * In the weekly digest's transaction (decided once per user and week, whatever the number of
 * processes): `check_in_reminder` for each key result of the user's week whose check-in is due
 * (api-contract.md "My week": owned, in an Active objective of an active period, no check-in for 7
 * days), from nobody, opening the key result. Preferences decide as for every kind.
 */
export async function remindOfCheckIns(trx: Kysely<Database>, userId: string, items: readonly WeekItem[]): Promise<void> {
  for (const item of items) {
    if (item.kind !== 'check_in_due') continue;
    await writeNotifications(trx, [userId], { kind: 'check_in_reminder', organizationId: item.organization.id, actorId: null, title: item.title, href: item.href });
  }
}
