import { EmptyState } from '@okr/core';
import type { ComponentType, ReactNode } from 'react';
import { useGoalsT } from '../lib/useGoalsT';

/** What `InitiativesBoard`'s `empty` slot receives: the organization has no initiative yet. */
export interface InitiativesEmptyProps {
  /** Our "New initiative" button, hidden or disabled as the caller's permissions say; null without `onCreateInitiative`. */
  createButton: ReactNode;
}

/** Parts of `InitiativesBoard` a partner replaces while keeping the rest. */
export interface InitiativesBoardSlots {
  /** The board's empty state. */
  empty?: ComponentType<InitiativesEmptyProps>;
}

/** Our empty state: no initiative yet, with "New initiative". */
export function InitiativesEmpty({ createButton }: InitiativesEmptyProps) {
  const t = useGoalsT();
  return <EmptyState title={t('goals.initiatives.empty')} description={t('goals.initiatives.emptyHint')} action={createButton} />;
}
