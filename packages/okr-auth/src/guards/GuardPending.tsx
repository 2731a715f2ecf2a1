import { LoadingState, useTranslation } from '@okr/core';
import { guardCatalogs } from '../lib/catalogs/guardCatalogs';

export function GuardPending() {
  const t = useTranslation(guardCatalogs);
  return <LoadingState className="okr-guard-pending" label={t('auth.guard.checking')} />;
}
