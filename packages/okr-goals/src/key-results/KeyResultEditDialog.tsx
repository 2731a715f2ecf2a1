import { Button, Flex, Grid } from '@radix-ui/themes';
import { DATE_MAX, DATE_MIN, dateIssue, deliverableStatuses, metricTypes } from '@okr/contract';
import type { CreateKeyResultRequest, KeyResult } from '@okr/contract';
import { ErrorState, fieldErrorsOf, FormField, getErrorMessage, SelectField } from '@okr/core';
import { useState } from 'react';
import { saveVersioned } from '../lib/saveVersioned';
import { GoalsDialog } from '../lib/GoalsDialog';
import { memberName, useMembers } from '../lib/members';
import { ConflictNotice } from '../lib/Notices';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import { useCreateKeyResult, useUpdateKeyResult } from './api';

interface Draft {
  title: string;
  metricType: KeyResult['metricType'];
  startValue: string;
  targetValue: string;
  unit: string;
  weight: string;
  ownerId: string | null;
  dueDate: string;
  deliverableStatus: KeyResult['deliverableStatus'];
}

const draftOf = (kr?: KeyResult): Draft => ({
  title: kr?.title ?? '',
  metricType: kr?.metricType ?? 'Percentage',
  startValue: String(kr?.startValue ?? 0),
  targetValue: String(kr?.targetValue ?? 100),
  unit: kr?.unit ?? '',
  weight: String(kr?.weight ?? 1),
  ownerId: kr?.ownerId ?? null,
  dueDate: kr?.dueDate ?? '',
  deliverableStatus: kr?.deliverableStatus ?? 'Pending',
});

const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

export interface KeyResultEditDialogProps {
  /** The key result to edit; without it the dialog adds one to `objectiveId`. */
  keyResult?: KeyResult;
  objectiveId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (keyResult: KeyResult) => void;
}

/** Adds or edits a key result; an edit sends its `version` and shows the fresh one after a 409. */
export function KeyResultEditDialog({ keyResult, objectiveId, open, onOpenChange, onSaved }: KeyResultEditDialogProps) {
  const t = useGoalsT();
  const enumLabel = useEnumLabel();
  const { members } = useMembers();
  const [draft, setDraft] = useState<Draft>(() => draftOf(keyResult));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [baseVersion, setBaseVersion] = useState(keyResult?.version ?? 0);
  const done = (saved: KeyResult) => {
    onSaved?.(saved);
    onOpenChange(false);
  };
  const create = useCreateKeyResult(objectiveId, { onCreated: done });
  const update = useUpdateKeyResult(keyResult?.id ?? '', { onUpdated: done });
  const mutation = keyResult ? update : create;

  // The fresh version after a conflict (someone else saved) replaces what the form shows;
  // adjusting state while rendering, as React recommends over an effect.
  if (keyResult && keyResult.version !== baseVersion) {
    setBaseVersion(keyResult.version);
    setDraft(draftOf(keyResult));
  }

  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));

  function save() {
    const found: Record<string, string> = {};
    if (!draft.title.trim()) found.title = t('goals.validation.titleRequired');
    if (draft.metricType !== 'Binary') {
      if (!isNumber(draft.startValue)) found.startValue = t('goals.validation.numberInvalid');
      if (!isNumber(draft.targetValue)) found.targetValue = t('goals.validation.numberInvalid');
    }
    if (!isNumber(draft.weight) || Number(draft.weight) < 0 || Number(draft.weight) > 100) found.weight = t('goals.validation.weight');
    if (draft.dueDate && dateIssue(draft.dueDate)) found.dueDate = dateIssue(draft.dueDate) ?? '';
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: CreateKeyResultRequest = {
      title: draft.title.trim(),
      metricType: draft.metricType,
      ...(draft.metricType === 'Binary' ? {} : { startValue: Number(draft.startValue), targetValue: Number(draft.targetValue) }),
      unit: draft.metricType === 'Numeric' ? draft.unit.trim() || null : null,
      weight: Number(draft.weight),
      ownerId: draft.ownerId,
      dueDate: draft.dueDate || null,
      deliverableStatus: draft.deliverableStatus,
    };
    saveVersioned(body, keyResult ? { update, version: baseVersion } : null, create, setConflict);
  }

  const all = { ...fieldErrorsOf(mutation.error), ...errors };
  return (
    <GoalsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={keyResult ? t('goals.keyResult.editTitle') : t('goals.keyResult.addTitle')}
      className="okr-key-result-edit"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Flex direction="column" gap="3">
          {conflict ? <ConflictNotice /> : null}
          <FormField label={t('goals.keyResult.title')} value={draft.title} onChange={(e) => patch({ title: e.target.value })} error={all.title} autoFocus />
          <Grid columns={{ initial: '1', sm: '3' }} gap="3">
            <SelectField
              label={t('goals.keyResult.metricType')}
              value={draft.metricType}
              onChange={(v) => v && patch({ metricType: v as Draft['metricType'] })}
              options={metricTypes.map((value) => ({ value, label: enumLabel(value) }))}
            />
            {draft.metricType !== 'Binary' ? (
              <>
                <FormField label={t('goals.keyResult.startValue')} inputMode="decimal" value={draft.startValue} onChange={(e) => patch({ startValue: e.target.value })} error={all.startValue} />
                <FormField label={t('goals.keyResult.targetValue')} inputMode="decimal" value={draft.targetValue} onChange={(e) => patch({ targetValue: e.target.value })} error={all.targetValue} />
              </>
            ) : null}
          </Grid>
          <Grid columns={{ initial: '1', sm: '3' }} gap="3">
            {draft.metricType === 'Numeric' ? (
              <FormField label={t('goals.keyResult.unit')} value={draft.unit} placeholder={t('goals.keyResult.unitPlaceholder')} onChange={(e) => patch({ unit: e.target.value })} />
            ) : null}
            <FormField label={t('goals.keyResult.weight')} inputMode="decimal" value={draft.weight} onChange={(e) => patch({ weight: e.target.value })} error={all.weight} hint={t('goals.keyResult.weightHint')} />
            <FormField label={t('goals.keyResult.dueDate')} type="date" min={DATE_MIN} max={DATE_MAX} value={draft.dueDate} onChange={(e) => patch({ dueDate: e.target.value })} error={all.dueDate} />
          </Grid>
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <SelectField
              label={t('goals.objective.owner')}
              value={draft.ownerId}
              onChange={(ownerId) => patch({ ownerId })}
              options={members.map((m) => ({ value: m.id, label: memberName(m) }))}
              noneLabel={t('goals.common.nobody')}
            />
            <SelectField
              label={t('goals.keyResult.deliverableStatus')}
              value={draft.deliverableStatus}
              onChange={(v) => v && patch({ deliverableStatus: v as Draft['deliverableStatus'] })}
              options={deliverableStatuses.map((value) => ({ value, label: enumLabel(value) }))}
            />
          </Grid>
          {mutation.isError && !conflict ? <ErrorState message={getErrorMessage(mutation.error, t('goals.common.saveError'))} /> : null}
          <Flex justify="end" gap="3">
            <Button type="button" variant="soft" color="gray" onClick={() => onOpenChange(false)}>
              {t('goals.common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('goals.common.save')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </GoalsDialog>
  );
}
