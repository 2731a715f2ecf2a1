import { digestWeekDue } from '@okr/contract';
import type { EmailLanguage } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

export interface DueDigest {
  userId: string;
  email: string;
  firstName: string;
  timeZone: string;
  language: EmailLanguage;
  /** ISO week, `YYYY-Www`, of the user's Monday. */
  week: string;
  /** Wants the digest email; without it the week is still decided, for the in-app check-in reminders. */
  weeklyDigest: boolean;
}

/**
 * Users whose week is due at `now` and not yet decided: active, in a time zone where it is Monday
 * from 08:00 (`digestWeekDue`), with no `weekly_digests` row for that week — whether or not they
 * want the email (`weeklyDigest`), since the same decision writes the in-app check-in reminders.
 * Two statements whatever the number of users: the zones in use, then a page of those users.
 */
export async function dueDigests(db: Kysely<Database>, now: Date, limit: number): Promise<DueDigest[]> {
  const zones = await db.selectFrom('users').select('time_zone').distinct().where('is_active', '=', true).execute();
  const byWeek = new Map<string, string[]>();
  for (const { time_zone: zone } of zones) {
    // A zone this runtime no longer knows (the database was written by another) is skipped, not fatal.
    let week: string | null = null;
    try {
      week = digestWeekDue(now, zone);
    } catch {
      week = null;
    }
    if (week) byWeek.set(week, [...(byWeek.get(week) ?? []), zone]);
  }
  const due: DueDigest[] = [];
  for (const [week, weekZones] of byWeek) {
    const rows = await db
      .selectFrom('users as u')
      .select(['u.id', 'u.email', 'u.first_name', 'u.time_zone', 'u.language', 'u.weekly_digest'])
      .where('u.is_active', '=', true)
      .where('u.time_zone', 'in', weekZones)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('weekly_digests as d').select('d.user_id').whereRef('d.user_id', '=', 'u.id').where('d.week', '=', week))))
      .orderBy('u.id')
      .limit(limit - due.length)
      .execute();
    due.push(...rows.map((row) => ({ userId: row.id, email: row.email, firstName: row.first_name, timeZone: row.time_zone, language: row.language, week, weeklyDigest: row.weekly_digest })));
    if (due.length >= limit) break;
  }
  return due;
}
