import { useQuery } from '@tanstack/react-query';
import type { Initiative } from '@okr/contract';
import { ErrorState, getErrorMessage, SkeletonRows, useApiClient } from '@okr/core';
import { GoalsDialog } from '../lib/GoalsDialog';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';
import { initiativeQueries } from './api';
import { InitiativeForm } from './InitiativeForm';

export interface InitiativeEditDialogProps {
  initiativeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInitiativeUpdated?: (initiative: Initiative) => void;
}

/**
 * Loads an initiative (a shared `/edit` link lands here) and edits it: one dialog whose content
 * goes from the skeleton to the form, so the overlay and the focus trap stay put (no flicker).
 */
export function InitiativeEditDialog({ initiativeId, open, onOpenChange, onInitiativeUpdated }: InitiativeEditDialogProps) {
  const t = useGoalsT();
  const api = useApiClient();
  const query = useQuery(initiativeQueries.detail(api, useOrgId(), initiativeId));
  return (
    <GoalsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('goals.initiative.editTitle')}
      className="okr-initiative-form"
      dataState={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
    >
      {query.data ? (
        <InitiativeForm initiative={query.data} onClose={() => onOpenChange(false)} onInitiativeUpdated={onInitiativeUpdated} />
      ) : query.isError ? (
        <ErrorState message={getErrorMessage(query.error, t('goals.initiative.loadError'))} onRetry={() => void query.refetch()} />
      ) : (
        <SkeletonRows rows={4} />
      )}
    </GoalsDialog>
  );
}
