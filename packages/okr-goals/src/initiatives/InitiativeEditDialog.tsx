import { useQuery } from '@tanstack/react-query';
import type { Initiative } from '@okr/contract';
import { ErrorState, getErrorMessage, useApiClient } from '@okr/core';
import { GoalsDialog } from '../lib/GoalsDialog';
import { SkeletonRows } from '../lib/SkeletonRows';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';
import { initiativeQueries } from './api';
import { InitiativeFormDialog } from './InitiativeFormDialog';

export interface InitiativeEditDialogProps {
  initiativeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInitiativeUpdated?: (initiative: Initiative) => void;
}

/** Loads an initiative (a shared `/edit` link lands here) and edits it. */
export function InitiativeEditDialog({ initiativeId, open, onOpenChange, onInitiativeUpdated }: InitiativeEditDialogProps) {
  const t = useGoalsT();
  const api = useApiClient();
  const query = useQuery(initiativeQueries.detail(api, useOrgId(), initiativeId));
  if (query.data) {
    return <InitiativeFormDialog initiative={query.data} open={open} onOpenChange={onOpenChange} onInitiativeUpdated={onInitiativeUpdated} />;
  }
  return (
    <GoalsDialog open={open} onOpenChange={onOpenChange} title={t('goals.initiative.editTitle')}>
      {query.isError ? (
        <ErrorState message={getErrorMessage(query.error, t('goals.initiative.loadError'))} onRetry={() => void query.refetch()} />
      ) : (
        <SkeletonRows rows={4} />
      )}
    </GoalsDialog>
  );
}
