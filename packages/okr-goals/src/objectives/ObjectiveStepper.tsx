import { Button, Flex, Text } from '@radix-ui/themes';
import type { ObjectiveDetail } from '@okr/contract';
import { ErrorState, fieldErrorsOf, getErrorMessage, useSessionStore } from '@okr/core';
import { useState } from 'react';
import { useConfigOptions } from '../lib/configOptions';
import { GoalsDialog } from '../lib/GoalsDialog';
import { useMembers } from '../lib/members';
import { useGoalsT } from '../lib/useGoalsT';
import { useCreateObjective } from './api';
import { KeyResultDraftsField } from './KeyResultDraftsField';
import { BasicsFields, ClassificationFields, DatesOwnerFields } from './ObjectiveFields';
import type { DraftErrors, KeyResultDraft, ObjectiveDraft } from './objectiveDraft';
import {
  emptyKeyResultDraft,
  emptyObjectiveDraft,
  keyResultRequest,
  objectiveRequest,
  validateBasics,
  validateDates,
  validateKeyResult,
} from './objectiveDraft';

const steps = ['basics', 'classification', 'dates', 'keyResults'] as const;
type Step = (typeof steps)[number];

export interface ObjectiveStepperProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the objective and its key results once all are saved (the stepper then stays as it is). */
  onObjectiveCreated?: (objective: ObjectiveDetail) => void;
}

/** "New objective" in four steps: basics → classification → dates and owner → key results. */
export function ObjectiveStepper({ open, onOpenChange, onObjectiveCreated }: ObjectiveStepperProps) {
  const t = useGoalsT();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const [step, setStep] = useState<Step>('basics');
  const [draft, setDraft] = useState<ObjectiveDraft>(() => emptyObjectiveDraft(userId));
  const [keyResults, setKeyResults] = useState<KeyResultDraft[]>(() => [emptyKeyResultDraft()]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [krErrors, setKrErrors] = useState<Record<number, DraftErrors>>({});
  const options = useConfigOptions();
  const { members } = useMembers();
  const create = useCreateObjective({
    // The host decides where to go next (the new objective's page, say); without it the stepper closes.
    onCreated: (objective) => (onObjectiveCreated ? onObjectiveCreated(objective) : onOpenChange(false)),
  });
  const messages = {
    titleRequired: t('goals.validation.titleRequired'),
    titleTooLong: t('goals.validation.titleTooLong'),
    endBeforeStart: t('goals.validation.endBeforeStart'),
    targetRequired: t('goals.validation.targetRequired'),
    numberInvalid: t('goals.validation.numberInvalid'),
  };
  const index = steps.indexOf(step);
  const serverErrors = fieldErrorsOf(create.error);

  function validate(current: Step): boolean {
    if (current === 'basics') {
      const found = validateBasics(draft, messages);
      setErrors(found);
      return Object.keys(found).length === 0;
    }
    if (current === 'dates') {
      const found = validateDates(draft, messages);
      setErrors(found);
      return Object.keys(found).length === 0;
    }
    if (current === 'keyResults') {
      const found: Record<number, DraftErrors> = {};
      for (const kr of keyResults) {
        const e = validateKeyResult(kr, messages);
        if (Object.keys(e).length) found[kr.key] = e;
      }
      setKrErrors(found);
      return Object.keys(found).length === 0;
    }
    return true;
  }

  function next() {
    if (!validate(step)) return;
    const following = steps[index + 1];
    if (following) setStep(following);
  }

  function save() {
    for (const s of steps) {
      if (!validate(s)) {
        setStep(s);
        return;
      }
    }
    create.mutate(
      { objective: objectiveRequest(draft), keyResults: keyResults.map(keyResultRequest) },
      {
        // A field the server refused (the parent deleted meanwhile, an option removed): back to its step.
        onError: (error) => {
          const fields = Object.keys(fieldErrorsOf(error));
          if (fields.some((f) => ['impactCategory', 'operationalArea', 'strategicAxis', 'parentObjectiveId'].includes(f))) setStep('classification');
          else if (fields.some((f) => ['startDate', 'endDate', 'ownerId'].includes(f))) setStep('dates');
        },
      },
    );
  }

  const patch = (p: Partial<ObjectiveDraft>) => setDraft((d) => ({ ...d, ...p }));
  const allErrors = { ...serverErrors, ...errors };
  const stepLabel = (s: Step) => t(`goals.stepper.step.${s}`);

  return (
    <GoalsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('goals.stepper.title')}
      description={t('goals.stepper.progress', { n: index + 1, total: steps.length, name: stepLabel(step) })}
      className="okr-objective-stepper"
      maxWidth="720px"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'keyResults') save();
          else next();
        }}
        noValidate
      >
        <ol className="okr-steps" aria-label={t('goals.stepper.stepsLabel')}>
          {steps.map((s, i) => (
            <li key={s} className="okr-step" data-status={i < index ? 'done' : i === index ? 'current' : 'todo'} aria-current={i === index ? 'step' : undefined}>
              <span className="okr-step-dot" aria-hidden="true">
                {i + 1}
              </span>
              <Text size="2">{stepLabel(s)}</Text>
            </li>
          ))}
        </ol>
        <div className="okr-step-body">
          {step === 'basics' ? <BasicsFields draft={draft} onChange={patch} errors={allErrors} /> : null}
          {step === 'classification' ? <ClassificationFields draft={draft} onChange={patch} errors={allErrors} options={options} /> : null}
          {step === 'dates' ? <DatesOwnerFields draft={draft} onChange={patch} errors={allErrors} members={members} /> : null}
          {step === 'keyResults' ? <KeyResultDraftsField drafts={keyResults} onChange={setKeyResults} errors={krErrors} /> : null}
        </div>
        {create.isError ? <ErrorState message={getErrorMessage(create.error, t('goals.stepper.saveError'))} /> : null}
        <Flex justify="between" gap="3" mt="4">
          <Button type="button" variant="soft" color="gray" onClick={() => (index === 0 ? onOpenChange(false) : setStep(steps[index - 1] ?? 'basics'))}>
            {index === 0 ? t('goals.common.cancel') : t('goals.stepper.back')}
          </Button>
          {step === 'keyResults' ? (
            <Button type="submit" loading={create.isPending}>
              {t('goals.stepper.create')}
            </Button>
          ) : (
            <Button type="submit">{t('goals.stepper.next')}</Button>
          )}
        </Flex>
      </form>
    </GoalsDialog>
  );
}
