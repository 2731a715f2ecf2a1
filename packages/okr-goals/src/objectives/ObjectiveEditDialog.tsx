import { Button, Flex, Separator } from '@radix-ui/themes';
import type { Objective } from '@okr/contract';
import { ErrorState, fieldErrorsOf, getErrorMessage } from '@okr/core';
import { useState } from 'react';
import { useConfigOptions } from '../lib/configOptions';
import { isConflict, needsBanner } from '../lib/errors';
import { GoalsDialog } from '../lib/GoalsDialog';
import { useMembers } from '../lib/members';
import { ConflictNotice } from '../lib/Notices';
import { useGoalsT } from '../lib/useGoalsT';
import { useUpdateObjective } from './api';
import { BasicsFields, ClassificationFields, DatesOwnerFields } from './ObjectiveFields';
import type { DraftErrors, ObjectiveDraft } from './objectiveDraft';
import { draftOf, objectiveRequest, validateBasics, validateDates } from './objectiveDraft';

/** Fields whose server error shows beside their control. */
const shownFields = new Set(['title', 'impactCategory', 'operationalArea', 'strategicAxis', 'parentObjectiveId', 'startDate', 'endDate', 'ownerId']);

export interface ObjectiveEditDialogProps {
  objective: Objective;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onObjectiveUpdated?: (objective: Objective) => void;
}

/**
 * Edits an objective with its `version`: when someone else saved first (409), it says so and
 * shows their version, which the person can then change and save again.
 */
export function ObjectiveEditDialog({ objective, open, onOpenChange, onObjectiveUpdated }: ObjectiveEditDialogProps) {
  const t = useGoalsT();
  const [draft, setDraft] = useState<ObjectiveDraft>(() => draftOf(objective));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [conflict, setConflict] = useState(false);
  const [baseVersion, setBaseVersion] = useState(objective.version);
  const options = useConfigOptions();
  const { members } = useMembers();
  const update = useUpdateObjective(objective.id, {
    onUpdated: (updated) => {
      onObjectiveUpdated?.(updated);
      onOpenChange(false);
    },
  });

  // The fresh version after a conflict (someone else saved) replaces what the form shows;
  // adjusting state while rendering, as React recommends over an effect.
  if (objective.version !== baseVersion) {
    setBaseVersion(objective.version);
    setDraft(draftOf(objective));
  }

  const messages = {
    titleRequired: t('goals.validation.titleRequired'),
    titleTooLong: t('goals.validation.titleTooLong'),
    endBeforeStart: t('goals.validation.endBeforeStart'),
    targetRequired: t('goals.validation.targetRequired'),
    numberInvalid: t('goals.validation.numberInvalid'),
  };

  function save() {
    const found = { ...validateBasics(draft, messages), ...validateDates(draft, messages) };
    setErrors(found);
    if (Object.keys(found).length) return;
    setConflict(false);
    update.mutate(
      { ...objectiveRequest(draft), version: baseVersion },
      { onError: (error) => setConflict(isConflict(error)) },
    );
  }

  const patch = (p: Partial<ObjectiveDraft>) => setDraft((d) => ({ ...d, ...p }));
  const allErrors = { ...fieldErrorsOf(update.error), ...errors };
  return (
    <GoalsDialog open={open} onOpenChange={onOpenChange} title={t('goals.objective.editTitle')} className="okr-objective-edit" maxWidth="720px">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        noValidate
      >
        <Flex direction="column" gap="4">
          {conflict ? <ConflictNotice /> : null}
          <BasicsFields draft={draft} onChange={patch} errors={allErrors} />
          <Separator size="4" />
          <ClassificationFields draft={draft} onChange={patch} errors={allErrors} options={options} objectiveId={objective.id} />
          <Separator size="4" />
          <DatesOwnerFields draft={draft} onChange={patch} errors={allErrors} members={members} showStatus />
          {/* A 400 naming fields shows on those fields; anything else here. */}
          {update.isError && !conflict && needsBanner(update.error, (field) => shownFields.has(field)) ? <ErrorState message={getErrorMessage(update.error, t('goals.common.saveError'))} /> : null}
          <Flex justify="end" gap="3">
            <Button type="button" variant="soft" color="gray" onClick={() => onOpenChange(false)}>
              {t('goals.common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('goals.common.save')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </GoalsDialog>
  );
}
