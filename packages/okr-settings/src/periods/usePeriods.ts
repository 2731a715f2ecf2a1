import { useQuery } from '@tanstack/react-query';
import type { CreatePeriodRequest, Period, UpdatePeriodRequest } from '@okr/contract';
import { periodQueries } from '@okr/core';
import type { ApiError } from '@okr/core';
import { asIs, panelActionOf } from '../lib/panels/panelAction';
import type { PanelAction } from '../lib/panels/panelAction';
import type { PanelState } from '@okr/core';
import { queryPanelOf } from '../lib/panels/queryPanelOf';
import { useCallerPanel } from '../lib/panels/useCallerPanel';
import { useCreatePeriod, useDeletePeriod, useUpdatePeriod } from './api';
import { endedPeriodsOf, periodsCanOf } from './periodsCanOf';
import type { PeriodsCan } from './periodsCanOf';

export interface UpdatePeriodInput {
  period: Pick<Period, 'id'>;
  /** The new name or dates (409 when they overlap another period). */
  changes: Omit<UpdatePeriodRequest, 'closed'>;
}

export interface SetPeriodClosedInput {
  period: Pick<Period, 'id'>;
  /** `true` closes the period (its check-ins are refused from then on), `false` reopens it. */
  closed: boolean;
}

export interface PeriodsModel {
  /** The periods panel's `data-state`, the same words. */
  state: PanelState;
  /** Every period with its status (`upcoming|active|ended|closed`); empty until loaded. */
  periods: Period[];
  /** The periods that have `ended` and are not closed yet: the panel invites closing them. */
  ended: Period[];
  /** The failure behind `error` or `forbidden` (the server's `{message, code}`), else null. */
  error: ApiError | null;
  can: PeriodsCan;
  /** `POST /periods`: 409 when it overlaps another period, 400 with `details` per field. */
  create: PanelAction<CreatePeriodRequest, Period>;
  /** `PATCH /periods/{id}`: rename or move. */
  update: PanelAction<UpdatePeriodInput, Period>;
  /** `PATCH /periods/{id}` `{closed}`: close or reopen; apart from `update`, so a dialog never shows its failure. */
  setClosed: PanelAction<SetPeriodClosedInput, Period>;
  /** The id of the period being closed or reopened, else null. */
  settingClosed: string | null;
  /** `DELETE /periods/{id}`: 422 while it holds objectives. */
  remove: PanelAction<Period, Period>;
  retry: () => void;
}

const toUpdate = ({ period, changes }: UpdatePeriodInput) => ({ id: period.id, body: changes });
const toClosed = ({ period, closed }: SetPeriodClosedInput) => ({ id: period.id, body: { closed } });

/** The organization's periods (cycles) without a view: the list, what the caller may do, and the actions. */
export function usePeriods(): PeriodsModel {
  const { api, orgId, can } = useCallerPanel(periodsCanOf);
  const query = useQuery(periodQueries.list(api, orgId));
  const create = useCreatePeriod(orgId);
  const update = useUpdatePeriod(orgId);
  const setClosed = useUpdatePeriod(orgId);
  const remove = useDeletePeriod(orgId);
  const periods = query.data ?? [];
  const { state, error, retry } = queryPanelOf(query, (data) => data.length === 0);
  return {
    state,
    periods,
    ended: endedPeriodsOf(periods),
    error,
    can,
    create: panelActionOf(create, asIs<CreatePeriodRequest>),
    update: panelActionOf(update, toUpdate),
    setClosed: panelActionOf(setClosed, toClosed),
    settingClosed: setClosed.isPending ? (setClosed.variables?.id ?? null) : null,
    remove: panelActionOf(remove, asIs<Period>),
    retry,
  };
}
