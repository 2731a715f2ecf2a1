const LOCK_NAME = 'okr-refresh-session';

/**
 * Runs `task` under a lock shared by every tab of this origin (Web Locks API), where the browser
 * has one. Refresh tokens are single use and a reused one revokes the whole session, so two tabs
 * must never present the same token: the second tab waits, then finds the first tab's new tokens.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  // The lock's promise settles with the task's result (TypeScript's DOM types don't unwrap it).
  return locks.request(LOCK_NAME, task) as unknown as Promise<T>;
}
