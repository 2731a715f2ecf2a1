import { dateIssue, endsBeforeStart } from '@okr/contract';
import type { CreateKeyResultRequest, CreateObjectiveRequest, MetricType, Objective, ObjectiveStatus, ObjectiveType } from '@okr/contract';

/** What the objective forms hold while a person types (strings for inputs, null for "none"). */
export interface ObjectiveDraft {
  title: string;
  description: string;
  type: ObjectiveType;
  impactCategory: string | null;
  operationalArea: string | null;
  strategicAxis: string | null;
  status: ObjectiveStatus;
  ownerId: string | null;
  /** The objective it is aligned under (none: a top-level objective). */
  parentObjectiveId: string | null;
  startDate: string;
  endDate: string;
}

export interface KeyResultDraft {
  key: number;
  title: string;
  metricType: MetricType;
  startValue: string;
  targetValue: string;
  unit: string;
}

export type DraftErrors = Partial<Record<string, string>>;

export function emptyObjectiveDraft(ownerId: string | null): ObjectiveDraft {
  return {
    title: '',
    description: '',
    type: 'Tactical',
    impactCategory: null,
    operationalArea: null,
    strategicAxis: null,
    status: 'Active',
    ownerId,
    parentObjectiveId: null,
    startDate: '',
    endDate: '',
  };
}

export function draftOf(objective: Objective): ObjectiveDraft {
  return {
    title: objective.title,
    description: objective.description ?? '',
    type: objective.type,
    impactCategory: objective.impactCategory,
    operationalArea: objective.operationalArea,
    strategicAxis: objective.strategicAxis,
    status: objective.status,
    ownerId: objective.ownerId,
    parentObjectiveId: objective.parentObjectiveId,
    startDate: objective.startDate ?? '',
    endDate: objective.endDate ?? '',
  };
}

let nextKey = 1;
export function emptyKeyResultDraft(): KeyResultDraft {
  return { key: nextKey++, title: '', metricType: 'Percentage', startValue: '0', targetValue: '100', unit: '' };
}

export interface Messages {
  titleRequired: string;
  titleTooLong: string;
  endBeforeStart: string;
  targetRequired: string;
  numberInvalid: string;
}

export function validateBasics(draft: ObjectiveDraft, m: Messages): DraftErrors {
  const title = draft.title.trim();
  if (!title) return { title: m.titleRequired };
  if (title.length > 200) return { title: m.titleTooLong };
  return {};
}

export function validateDates(draft: ObjectiveDraft, m: Messages): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.startDate && dateIssue(draft.startDate)) errors.startDate = dateIssue(draft.startDate);
  if (draft.endDate && dateIssue(draft.endDate)) errors.endDate = dateIssue(draft.endDate);
  if (!errors.startDate && !errors.endDate && endsBeforeStart(draft.startDate || null, draft.endDate || null)) {
    errors.endDate = m.endBeforeStart;
  }
  return errors;
}

const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

export function validateKeyResult(draft: KeyResultDraft, m: Messages): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = m.titleRequired;
  if (draft.metricType !== 'Binary') {
    if (!isNumber(draft.startValue)) errors.startValue = m.numberInvalid;
    if (draft.targetValue.trim() === '') errors.targetValue = m.targetRequired;
    else if (!isNumber(draft.targetValue)) errors.targetValue = m.numberInvalid;
  }
  return errors;
}

export function objectiveRequest(draft: ObjectiveDraft): CreateObjectiveRequest {
  return {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    type: draft.type,
    impactCategory: draft.impactCategory,
    operationalArea: draft.operationalArea,
    strategicAxis: draft.strategicAxis,
    status: draft.status,
    ownerId: draft.ownerId,
    parentObjectiveId: draft.parentObjectiveId,
    startDate: draft.startDate || null,
    endDate: draft.endDate || null,
  };
}

export function keyResultRequest(draft: KeyResultDraft): CreateKeyResultRequest {
  if (draft.metricType === 'Binary') return { title: draft.title.trim(), metricType: 'Binary' };
  return {
    title: draft.title.trim(),
    metricType: draft.metricType,
    startValue: Number(draft.startValue),
    targetValue: Number(draft.targetValue),
    unit: draft.metricType === 'Numeric' ? draft.unit.trim() || null : null,
  };
}
