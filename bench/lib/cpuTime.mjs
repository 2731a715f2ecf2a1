// CPU seconds (user + system) processes of this machine have used, from /proc (Linux): how much of
// a run's cost is the API's and PostgreSQL's own work, not the machine's other load.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** pid → CPU seconds so far, for those of `pids` still alive (none off Linux). */
export function cpuSeconds(pids) {
  const seconds = new Map();
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // gone, or not Linux
    }
  }
  return seconds;
}

/** The server processes of `url`'s database's connections (PostgreSQL on this machine). */
export async function backendPids(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** CPU seconds each group used between `before` (cpuSeconds) and now; processes born meanwhile count whole. */
export function cpuSince(before, pids) {
  let total = 0;
  for (const [pid, now] of cpuSeconds(pids)) total += now - (before.get(pid) ?? 0);
  return total;
}
