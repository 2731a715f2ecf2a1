/**
 * Runs `task` under a lock shared by every tab of this origin (Web Locks API), where the browser
 * has one. Refresh tokens are single use and a reused one revokes the whole session, so two tabs
 * must never present the same token: the second tab waits, then finds the first tab's new tokens.
 * `task` learns whether it waited for another holder: then the holder's tokens may not have reached
 * this tab's localStorage yet (tabs share it only eventually; the lock does not order it).
 * The lock is named after the session's storage key: two providers with their own sessions on one
 * page don't wait for each other.
 */
export function withRefreshLock<T>(lockName: string, task: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task(false);
  // The lock's promise settles with the task's result (TypeScript's DOM types don't unwrap it).
  return locks.request(lockName, { ifAvailable: true }, (free) =>
    free ? task(false) : locks.request(lockName, () => task(true)),
  ) as unknown as Promise<T>;
}
