import { ErrorState, useTranslation } from '@okr/core';
import { guardCatalogs } from '../lib/catalogs/guardCatalogs';

export interface GuardErrorProps {
  /** Asks `/auth/me` again. */
  onRetry: () => void;
}

/** What a guard shows when the signed-in user could not be loaded (5xx, network): never blank. */
export function GuardError({ onRetry }: GuardErrorProps) {
  const t = useTranslation(guardCatalogs);
  return (
    <ErrorState
      className="okr-guard-error"
      message={t('auth.guard.checkFailed')}
      onRetry={onRetry}
      retryLabel={t('auth.guard.retry')}
    />
  );
}
