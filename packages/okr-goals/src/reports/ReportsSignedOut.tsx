import { PanelRefusal } from '@okr/core';
import { useGoalsT } from '../lib/useGoalsT';
import type { ReportState } from './reportState';

/** A report whose request answered 401 (the refresh failed): the signed-out line, nothing in any other state. */
export function ReportsSignedOut({ state }: { state: ReportState }) {
  const t = useGoalsT();
  // The reports draw their own refusal (ReportsForbidden); only the signed-out line comes from core.
  return state === 'signed-out' ? <PanelRefusal state={state} forbidden={t('goals.reports.forbidden.body')} signedOut={t('goals.reports.signedOut')} /> : null;
}
