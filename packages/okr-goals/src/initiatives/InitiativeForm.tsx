import { Button, Flex, Grid } from '@radix-ui/themes';
import { DATE_MAX, DATE_MIN, dateIssue, endsBeforeStart, initiativeStatuses } from '@okr/contract';
import type { CreateInitiativeRequest, Initiative } from '@okr/contract';
import { ErrorState, fieldErrorsOf, FormField, getErrorMessage, SelectField, TextAreaField, useSessionStore } from '@okr/core';
import { useState } from 'react';
import { isPlanLimit, needsBanner } from '../lib/errors';
import { saveVersioned } from '../lib/saveVersioned';
import { memberName, useMembers } from '../lib/members';
import { ConflictNotice, PlanLimitNotice } from '../lib/Notices';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import { useCreateInitiative, useUpdateInitiative } from './api';
import { ObjectiveLinksField } from './ObjectiveLinksField';

interface Draft {
  name: string;
  description: string;
  status: Initiative['status'];
  ownerId: string | null;
  startDate: string;
  endDate: string;
  objectiveIds: string[];
  keyResultIds: string[];
}

const draftOf = (initiative: Initiative | undefined, ownerId: string | null): Draft => ({
  name: initiative?.name ?? '',
  description: initiative?.description ?? '',
  status: initiative?.status ?? 'To Start',
  ownerId: initiative ? initiative.ownerId : ownerId,
  startDate: initiative?.startDate ?? '',
  endDate: initiative?.endDate ?? '',
  objectiveIds: initiative?.objectiveIds ?? [],
  keyResultIds: initiative?.keyResultIds ?? [],
});

/** Fields whose server error shows beside their control. */
const isShownField = (field: string) =>
  ['name', 'ownerId', 'startDate', 'endDate'].includes(field) || /^(objectiveIds|keyResultIds)\.\d+$/.test(field);

export interface InitiativeFormProps {
  /** The initiative to edit; without it the form creates one. */
  initiative?: Initiative;
  /** Cancel, or saved without a callback that takes over: the dialog around it closes. */
  onClose: () => void;
  onInitiativeCreated?: (initiative: Initiative) => void;
  onInitiativeUpdated?: (initiative: Initiative) => void;
  /** Where "See plans" goes when the Free plan's limit is reached. */
  onViewPlans?: () => void;
  plansHref?: string;
  /** Objectives a new initiative serves from the start (the objective page's "Add initiative"). */
  objectiveIds?: string[];
}

/**
 * The initiative form, the content of a dialog (`InitiativeFormDialog`, or `InitiativeEditDialog`
 * once the initiative has loaded): creates or edits one; explains the Free plan's limit (402) and
 * a stale edit (409).
 */
export function InitiativeForm({
  initiative,
  onClose: close,
  onInitiativeCreated,
  onInitiativeUpdated,
  onViewPlans,
  plansHref,
  objectiveIds,
}: InitiativeFormProps) {
  const t = useGoalsT();
  const enumLabel = useEnumLabel();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const { members } = useMembers();
  const [draft, setDraft] = useState<Draft>(() => ({ ...draftOf(initiative, userId), ...(!initiative && objectiveIds && { objectiveIds }) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [baseVersion, setBaseVersion] = useState(initiative?.version ?? 0);
  const create = useCreateInitiative({ onCreated: (created) => (onInitiativeCreated ? onInitiativeCreated(created) : close()) });
  const update = useUpdateInitiative(initiative?.id ?? '', {
    onUpdated: (updated) => {
      onInitiativeUpdated?.(updated);
      close();
    },
  });
  const mutation = initiative ? update : create;

  // The fresh version after a conflict (someone else saved) replaces what the form shows;
  // adjusting state while rendering, as React recommends over an effect.
  if (initiative && initiative.version !== baseVersion) {
    setBaseVersion(initiative.version);
    setDraft(draftOf(initiative, userId));
  }

  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));

  function save() {
    // One request at a time: a second press while saving would create the initiative twice.
    if (mutation.isPending) return;
    const found: Record<string, string> = {};
    if (!draft.name.trim()) found.name = t('goals.validation.nameRequired');
    if (draft.startDate && dateIssue(draft.startDate)) found.startDate = dateIssue(draft.startDate) ?? '';
    if (draft.endDate && dateIssue(draft.endDate)) found.endDate = dateIssue(draft.endDate) ?? '';
    if (!found.startDate && !found.endDate && endsBeforeStart(draft.startDate || null, draft.endDate || null)) {
      found.endDate = t('goals.validation.endBeforeStart');
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: CreateInitiativeRequest = {
      name: draft.name.trim(),
      description: draft.description.trim() || null,
      status: draft.status,
      ownerId: draft.ownerId,
      startDate: draft.startDate || null,
      endDate: draft.endDate || null,
      objectiveIds: draft.objectiveIds,
      keyResultIds: draft.keyResultIds,
    };
    saveVersioned(body, initiative ? { update, version: baseVersion } : null, create, setConflict);
  }

  const all = { ...fieldErrorsOf(mutation.error), ...errors };
  const limited = isPlanLimit(mutation.error);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Flex direction="column" gap="3">
        {conflict ? <ConflictNotice /> : null}
        {limited ? <PlanLimitNotice onViewPlans={onViewPlans} plansHref={plansHref} /> : null}
        <FormField label={t('goals.initiative.name')} value={draft.name} onChange={(e) => patch({ name: e.target.value })} error={all.name} autoFocus />
        <TextAreaField label={t('goals.objective.description')} value={draft.description} onChange={(description) => patch({ description })} />
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <SelectField
            label={t('goals.initiative.status')}
            value={draft.status}
            onChange={(v) => v && patch({ status: v as Draft['status'] })}
            options={initiativeStatuses.map((value) => ({ value, label: enumLabel(value) }))}
          />
          <SelectField
            label={t('goals.objective.owner')}
            value={draft.ownerId}
            onChange={(ownerId) => patch({ ownerId })}
            options={members.map((m) => ({ value: m.id, label: memberName(m) }))}
            noneLabel={t('goals.common.nobody')}
            error={all.ownerId}
          />
          <FormField label={t('goals.objective.startDate')} type="date" min={DATE_MIN} max={DATE_MAX} value={draft.startDate} onChange={(e) => patch({ startDate: e.target.value })} error={all.startDate} />
          <FormField label={t('goals.objective.endDate')} type="date" min={draft.startDate || DATE_MIN} max={DATE_MAX} value={draft.endDate} onChange={(e) => patch({ endDate: e.target.value })} error={all.endDate} />
        </Grid>
        <ObjectiveLinksField objectiveIds={draft.objectiveIds} keyResultIds={draft.keyResultIds} onChange={patch} errors={all} />
        {mutation.isError && !conflict && !limited && needsBanner(mutation.error, isShownField) ? <ErrorState message={getErrorMessage(mutation.error, t('goals.common.saveError'))} /> : null}
        <Flex justify="end" gap="3">
          <Button type="button" variant="soft" color="gray" onClick={close}>
            {t('goals.common.cancel')}
          </Button>
          {/* Radix disables a loading button only when `disabled` is left undefined; here it is given, so say both. */}
          <Button type="submit" loading={mutation.isPending} disabled={limited || mutation.isPending}>
            {initiative ? t('goals.common.save') : t('goals.initiative.create')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
