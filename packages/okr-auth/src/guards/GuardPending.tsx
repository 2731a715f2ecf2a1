import { LoadingState, useTranslation } from '@okr/core';
import { authCatalogs } from '../lib/authCatalogs';

export function GuardPending() {
  const t = useTranslation(authCatalogs);
  return <LoadingState className="okr-guard-pending" label={t('auth.guard.checking')} />;
}
