import { getErrorMessage } from '@okr/core';
import type { ConfirmDeleteDialogProps } from '@okr/core';
import { useGoalsT } from './useGoalsT';

/** What every goals delete confirmation passes to core's dialog: the goals' labels and width, the refusal in words. */
export function useDeleteDialogProps(error: unknown): Pick<ConfirmDeleteDialogProps, 'cancelLabel' | 'confirmLabel' | 'maxWidth' | 'error'> {
  const t = useGoalsT();
  return {
    cancelLabel: t('goals.common.cancel'),
    confirmLabel: t('goals.common.delete'),
    maxWidth: '440px',
    error: error ? getErrorMessage(error, t('goals.common.deleteError')) : undefined,
  };
}
