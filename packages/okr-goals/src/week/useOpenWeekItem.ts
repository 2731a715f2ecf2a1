import { useState } from 'react';
import type { WeekItem } from '@okr/contract';
import { useSwitchOrganization } from '@okr/auth/session';
import { getErrorMessage, useOkrNavigate, useSessionStore } from '@okr/core';
import { useGoalsT } from '../lib/useGoalsT';

/**
 * Opening an item of another organization switches to it first (the spec's switch: the session's
 * organization, roles and flags, then the organization caches invalidated), then goes to its page.
 */
export function useOpenWeekItem(onNavigate?: (href: string) => void) {
  const t = useGoalsT();
  const navigate = useOkrNavigate();
  const current = useSessionStore((s) => s.organization?.id ?? null);
  const switchOrganization = useSwitchOrganization();
  const [opening, setOpening] = useState<WeekItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const go = onNavigate ?? navigate;

  const open = async (item: WeekItem) => {
    setError(null);
    if (item.organization.id === current) return go(item.href);
    setOpening(item);
    try {
      await switchOrganization.mutateAsync(item.organization.id);
      go(item.href);
    } catch (failure) {
      setError(getErrorMessage(failure, t('goals.week.switchError', { organization: item.organization.name })));
    } finally {
      setOpening(null);
    }
  };
  return { open: (item: WeekItem) => void open(item), opening, error };
}
