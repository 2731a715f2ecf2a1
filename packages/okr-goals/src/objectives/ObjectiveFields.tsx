import { Box, Flex, Grid } from '@radix-ui/themes';
import { DATE_MAX, DATE_MIN, objectiveStatuses, objectiveTypes } from '@okr/contract';
import type { OrganizationMember } from '@okr/contract';
import { FormField, SelectField, TextAreaField } from '@okr/core';
import type { OptionsByKind } from '../lib/configOptions';
import { memberName } from '../lib/members';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import type { DraftErrors, ObjectiveDraft } from './objectiveDraft';
import { ParentObjectiveField } from './ParentObjectiveField';

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
