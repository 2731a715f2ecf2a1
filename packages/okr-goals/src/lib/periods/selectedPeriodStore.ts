import { STORAGE_PREFIX } from '@okr/core';

/** The switcher's value for "All periods" (in the address: `?period=all`). */
export const ALL_PERIODS = 'all';

/** Where the choice is kept, one key per organization: `okr:period:<orgId>`. */
export const selectedPeriodKey = (orgId: string) => `${STORAGE_PREFIX}period:${orgId}`;

// The choice is a preference of this browser, like the locale: localStorage, shared by every
// provider on the page (a second tab follows through the `storage` event). Memory when storage is refused.
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readSelectedPeriod(orgId: string): string | null {
  try {
    return storage()?.getItem(selectedPeriodKey(orgId)) ?? memory.get(orgId) ?? null;
  } catch {
    return memory.get(orgId) ?? null;
  }
}

export function writeSelectedPeriod(orgId: string, value: string): void {
  memory.set(orgId, value);
  try {
    storage()?.setItem(selectedPeriodKey(orgId), value);
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribeSelectedPeriod(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(`${STORAGE_PREFIX}period:`)) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
