import { useState } from 'react';
import type { WeekItem } from '@okr/contract';
import { useSwitchOrganization } from '@okr/auth/session';
import { ApiError, isApiError, useOkrNavigate, useSessionStore } from '@okr/core';

/** Opening an item failed: switching to its organization was refused (the server's `{message, code}`). */
export interface OpenWeekItemFailure {
  item: WeekItem;
  error: ApiError;
}

const apiErrorOf = (failure: unknown) => (isApiError(failure) ? failure : new ApiError({ status: 0, code: 'UNKNOWN_ERROR', message: '' }));

/**
 * Opening an item of another organization switches to it first (the spec's switch: the session's
 * organization, roles and flags, then the organization caches invalidated), then goes to its page.
 */
export function useOpenWeekItem(onNavigate?: (href: string) => void) {
  const navigate = useOkrNavigate();
  const current = useSessionStore((s) => s.organization?.id ?? null);
  const switchOrganization = useSwitchOrganization();
  const [opening, setOpening] = useState<WeekItem | null>(null);
  const [error, setError] = useState<OpenWeekItemFailure | null>(null);
  const go = onNavigate ?? navigate;

  const open = async (item: WeekItem) => {
    setError(null);
    if (item.organization.id === current) return go(item.href);
    setOpening(item);
    try {
      await switchOrganization.mutateAsync(item.organization.id);
      go(item.href);
    } catch (failure) {
      setError({ item, error: apiErrorOf(failure) });
    } finally {
      setOpening(null);
    }
  };
  return { open: (item: WeekItem) => void open(item), opening, error };
}
