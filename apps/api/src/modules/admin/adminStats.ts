import type { AdminStats } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { existingTables, totalCreditsUsedThisMonth } from './optionalTables';

export const STATS_DAYS = 90;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` UTC dates, oldest first, each with its count (0 when none). */
function everyDay(days: number, now: Date, counts: { day: string; count: number | string }[]) {
  const byDay = new Map(counts.map((row) => [row.day, Number(row.count)]));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => {
    const date = dayOf(new Date(today - (days - 1 - index) * 86_400_000));
    return { date, count: byDay.get(date) ?? 0 };
  });
}

/** GET /admin/stats: the product's figures and the last 90 days of sign-ups and active users. */
export async function adminStats(db: Kysely<Database>, now = new Date()): Promise<AdminStats> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (STATS_DAYS - 1) * 86_400_000);
  const tables = await existingTables(db);
  const { rows } = await sql<{ users: string; active_users: string; organizations: string; objectives: string; documents: string }>`
    select (select count(*) from users) as users,
           (select count(*) from users where is_active) as active_users,
           (select count(*) from organizations) as organizations,
           ${tables.has('objectives') ? sql`(select count(*) from objectives)` : sql`0`} as objectives,
           ${tables.has('ai_documents') ? sql`(select count(*) from ai_documents)` : sql`0`} as documents`.execute(db);
  const figures = rows[0];
  const signups = await sql<{ day: string; count: string }>`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as count
    from users where created_at >= ${since} group by 1`.execute(db);
  // Active: signed in (audit) or refreshed a session (a refresh token issued) that day.
  const active = await sql<{ day: string; count: string }>`
    select to_char(activity_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(distinct user_id) as count from (
      select actor_user_id as user_id, occurred_at as activity_at from audit_events
        where action = 'auth.login' and occurred_at >= ${since} and actor_user_id is not null
      union all
      select user_id, created_at as activity_at from refresh_tokens where created_at >= ${since}
    ) as activity group by 1`.execute(db);
  return {
    users: Number(figures?.users ?? 0),
    activeUsers: Number(figures?.active_users ?? 0),
    organizations: Number(figures?.organizations ?? 0),
    objectives: Number(figures?.objectives ?? 0),
    documents: Number(figures?.documents ?? 0),
    creditsUsedThisMonth: await totalCreditsUsedThisMonth(db),
    signupsByDay: everyDay(STATS_DAYS, now, signups.rows),
    activeUsersByDay: everyDay(STATS_DAYS, now, active.rows),
  };
}
