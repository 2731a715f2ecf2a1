import { Box, Flex, Grid } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { DATE_MAX, DATE_MIN, objectiveStatuses, objectiveTypes, PAGE_LIMIT_MAX } from '@okr/contract';
import type { Objective, OrganizationMember } from '@okr/contract';
import { FormField, useApiClient } from '@okr/core';
import type { OptionsByKind } from '../lib/configOptions';
import { memberName } from '../lib/members';
import { SelectField, TextAreaField } from '../lib/SelectField';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';
import { objectiveQueries } from './api';
import type { DraftErrors, ObjectiveDraft } from './objectiveDraft';

interface FieldsProps {
  draft: ObjectiveDraft;
  onChange: (patch: Partial<ObjectiveDraft>) => void;
  errors: DraftErrors;
}

export function BasicsFields({ draft, onChange, errors }: FieldsProps) {
  const t = useGoalsT();
  return (
    <Flex direction="column" gap="3">
      <FormField
        label={t('goals.objective.title')}
        value={draft.title}
        onChange={(event) => onChange({ title: event.target.value })}
        placeholder={t('goals.objective.titlePlaceholder')}
        error={errors.title}
        autoFocus
      />
      <TextAreaField
        label={t('goals.objective.description')}
        value={draft.description}
        onChange={(description) => onChange({ description })}
        placeholder={t('goals.objective.descriptionPlaceholder')}
      />
    </Flex>
  );
}

const asOptions = (values: readonly string[], labelOf: (v: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: labelOf(value) }));

/**
 * The objectives `objectiveId` may be aligned under: not itself, nor one aligned (directly or
 * further down) under it. The server refuses a cycle too, and its message shows on the field.
 */
export function alignmentCandidates<T extends Pick<Objective, 'id' | 'parentObjectiveId'>>(objectives: readonly T[], objectiveId: string | undefined): T[] {
  if (!objectiveId) return [...objectives];
  const parentOf = new Map(objectives.map((o) => [o.id, o.parentObjectiveId]));
  const under = (id: string) => {
    const seen = new Set<string>();
    for (let at: string | null | undefined = id; at && !seen.has(at); at = parentOf.get(at)) {
      if (at === objectiveId) return true;
      seen.add(at);
    }
    return false;
  };
  return objectives.filter((o) => !under(o.id));
}

/** "Aligned to": the parent objective, picked among the organization's objectives. */
export function ParentObjectiveField({
  value,
  onChange,
  error,
  objectiveId,
}: {
  value: string | null;
  onChange: (parentObjectiveId: string | null) => void;
  error?: string;
  /** The objective being edited (left out of the choices with those aligned under it). */
  objectiveId?: string;
}) {
  const t = useGoalsT();
  const api = useApiClient();
  const orgId = useOrgId();
  const list = useQuery(objectiveQueries.search(api, orgId, '', PAGE_LIMIT_MAX));
  const objectives = list.data?.items ?? [];
  // The current parent is read on its own only when it is not among the first page.
  const listed = !value || objectives.some((o) => o.id === value);
  const current = useQuery({ ...objectiveQueries.detail(api, orgId, value ?? ''), enabled: Boolean(orgId && list.data && !listed) });
  const candidates = alignmentCandidates(objectives, objectiveId);
  // The current parent stays offered even when it is not among the first page.
  if (value && current.data && !candidates.some((o) => o.id === value)) candidates.push(current.data);
  return (
    <SelectField
      label={t('goals.alignment.parent')}
      value={value}
      onChange={onChange}
      options={candidates.map((o) => ({ value: o.id, label: o.title }))}
      noneLabel={t('goals.alignment.none')}
      hint={t('goals.alignment.hint')}
      error={error}
      disabled={list.isPending}
    />
  );
}

export function ClassificationFields({ draft, onChange, errors, options, objectiveId }: FieldsProps & { options: OptionsByKind; objectiveId?: string }) {
  const t = useGoalsT();
  const enumLabel = useEnumLabel();
  const none = t('goals.common.none');
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="3">
      <SelectField
        label={t('goals.objective.type')}
        value={draft.type}
        onChange={(type) => type && onChange({ type: type as ObjectiveDraft['type'] })}
        options={asOptions(objectiveTypes, enumLabel)}
        hint={t('goals.objective.typeHint')}
      />
      <SelectField
        label={t('goals.objective.impactCategory')}
        value={draft.impactCategory}
        onChange={(impactCategory) => onChange({ impactCategory })}
        options={asOptions(options['Impact Category'])}
        noneLabel={none}
        error={errors.impactCategory}
      />
      <SelectField
        label={t('goals.objective.operationalArea')}
        value={draft.operationalArea}
        onChange={(operationalArea) => onChange({ operationalArea })}
        options={asOptions(options['Operational Area'])}
        noneLabel={none}
        error={errors.operationalArea}
      />
      <SelectField
        label={t('goals.objective.strategicAxis')}
        value={draft.strategicAxis}
        onChange={(strategicAxis) => onChange({ strategicAxis })}
        options={asOptions(options['Strategic Axis'])}
        noneLabel={none}
        error={errors.strategicAxis}
      />
      <Box gridColumn={{ initial: '1', sm: '1 / -1' }}>
        <ParentObjectiveField
          value={draft.parentObjectiveId}
          onChange={(parentObjectiveId) => onChange({ parentObjectiveId })}
          error={errors.parentObjectiveId}
          objectiveId={objectiveId}
        />
      </Box>
    </Grid>
  );
}

export function DatesOwnerFields({
  draft,
  onChange,
  errors,
  members,
  showStatus,
}: FieldsProps & { members: OrganizationMember[]; showStatus?: boolean }) {
  const t = useGoalsT();
  const enumLabel = useEnumLabel();
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="3">
      <FormField
        label={t('goals.objective.startDate')}
        type="date"
        min={DATE_MIN}
        max={DATE_MAX}
        value={draft.startDate}
        onChange={(event) => onChange({ startDate: event.target.value })}
        error={errors.startDate}
      />
      <FormField
        label={t('goals.objective.endDate')}
        type="date"
        min={draft.startDate || DATE_MIN}
        max={DATE_MAX}
        value={draft.endDate}
        onChange={(event) => onChange({ endDate: event.target.value })}
        error={errors.endDate}
      />
      <SelectField
        label={t('goals.objective.owner')}
        value={draft.ownerId}
        onChange={(ownerId) => onChange({ ownerId })}
        options={members.map((member) => ({ value: member.id, label: memberName(member) }))}
        noneLabel={t('goals.common.nobody')}
        error={errors.ownerId}
      />
      {showStatus ? (
        <SelectField
          label={t('goals.objective.status')}
          value={draft.status}
          onChange={(status) => status && onChange({ status: status as ObjectiveDraft['status'] })}
          options={asOptions(objectiveStatuses, enumLabel)}
        />
      ) : null}
    </Grid>
  );
}
