import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import type { Period, RolloverResponse } from '@okr/contract';
import { getErrorMessage, SkeletonRows, useApiClient } from '@okr/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { GoalsDialog } from '../../lib/GoalsDialog';
import { useGoalsT } from '../../lib/useGoalsT';
import { useOrgId } from '../../lib/useOrgId';
import { isUnfinished, newIdempotencyKey, rolloverCandidatesQuery, useRollover } from './rolloverApi';
import { RolloverDone } from './RolloverDone';
import { RolloverObjectivesStep } from './RolloverObjectivesStep';
import { RolloverPreviewStep } from './RolloverPreviewStep';
import { RolloverTargetStep } from './RolloverTargetStep';

export type RolloverStep = 'target' | 'objectives' | 'preview' | 'done';

export interface RolloverWizardProps {
  /** The period whose objectives are rolled over. */
  fromPeriod: Period;
  /** The organization's periods (the targets are the others that are not closed). */
  periods: Period[];
  onOpenChange: (open: boolean) => void;
  objectiveHref: (id: string) => string;
  onNavigate?: (href: string) => void;
  /** The step it opens on (stories show each one). */
  initialStep?: Exclude<RolloverStep, 'done'>;
  onRolledOver?: (result: RolloverResponse) => void;
}

/** The targets: the other periods not closed; the first after the source is the default. */
export function rolloverTargets(fromPeriod: Period, periods: Period[]) {
  const open = periods.filter((p) => p.id !== fromPeriod.id && p.status !== 'closed');
  const next = open.filter((p) => p.startDate > fromPeriod.startDate).sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  return { targets: open, defaultTarget: next ?? open[0] };
}

/**
 * Rolls a period's objectives into another in three steps (target period, objectives, preview),
 * then one `POST /periods/{id}/rollover`. One Idempotency-Key per wizard: a retry after a failure
 * sends the same one, so the server never copies twice. A failure keeps every choice.
 */
export function RolloverWizard({ fromPeriod, periods, onOpenChange, objectiveHref, onNavigate, initialStep = 'target', onRolledOver }: RolloverWizardProps) {
  const t = useGoalsT();
  const api = useApiClient();
  const orgId = useOrgId();
  const { targets, defaultTarget } = useMemo(() => rolloverTargets(fromPeriod, periods), [fromPeriod, periods]);
  const [step, setStep] = useState<RolloverStep>(initialStep);
  const [toPeriodId, setToPeriodId] = useState(defaultTarget?.id ?? '');
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [includeKeyResults, setIncludeKeyResults] = useState(true);
  const [includeInitiatives, setIncludeInitiatives] = useState(false);
  // The key of the request last sent: the same request again (a retry) keeps it; a changed one gets its own.
  const sent = useRef<{ request: string; key: string } | null>(null);
  const candidates = useQuery(rolloverCandidatesQuery(api, orgId, fromPeriod.id));
  const objectives = useMemo(() => candidates.data?.items ?? [], [candidates.data]);
  // Unfinished objectives start chosen, once they have arrived.
  const selected = useMemo(() => chosen ?? new Set(objectives.filter(isUnfinished).map((o) => o.id)), [chosen, objectives]);
  const rollover = useRollover(fromPeriod.id);
  const heading = useRef<HTMLParagraphElement>(null);
  const target = targets.find((p) => p.id === toPeriodId);
  const picked = objectives.filter((o) => selected.has(o.id));

  // Each step's heading takes focus, so a keyboard or screen reader user hears where they are.
  useEffect(() => heading.current?.focus(), [step]);

  const confirm = () => {
    const body = { toPeriodId, objectiveIds: picked.map((o) => o.id), includeKeyResults, includeInitiatives };
    const request = JSON.stringify(body);
    if (sent.current?.request !== request) sent.current = { request, key: newIdempotencyKey() };
    rollover.mutate(
      { body, idempotencyKey: sent.current.key },
      {
        onSuccess: (result) => {
          setStep('done');
          onRolledOver?.(result);
        },
      },
    );
  };

  const stepNumber = { target: 1, objectives: 2, preview: 3, done: 3 }[step];
  const titles = { target: t('goals.rollover.step.target'), objectives: t('goals.rollover.step.objectives'), preview: t('goals.rollover.step.preview'), done: t('goals.rollover.step.done') };
  const canNext = step === 'target' ? Boolean(target) : step === 'objectives' ? picked.length > 0 : false;
  const next = () => setStep(step === 'target' ? 'objectives' : 'preview');
  const back = () => setStep(step === 'preview' ? 'objectives' : 'target');

  return (
    <GoalsDialog
      open
      onOpenChange={onOpenChange}
      title={t('goals.rollover.title', { period: fromPeriod.name })}
      description={step === 'done' ? undefined : t('goals.rollover.progress', { step: stepNumber, total: 3 })}
      maxWidth="680px"
      className="okr-rollover-wizard"
      dataState={step}
    >
      <Flex direction="column" gap="4" data-step={step}>
        <Text as="p" size="3" weight="bold" tabIndex={-1} ref={heading} className="okr-rollover-step-title">
          {titles[step]}
        </Text>
        {step === 'target' ? <RolloverTargetStep targets={targets} value={toPeriodId} onChange={setToPeriodId} /> : null}
        {step === 'objectives' ? (
          <RolloverObjectivesStep
            query={candidates}
            objectives={objectives}
            selected={selected}
            onSelectedChange={setChosen}
            includeKeyResults={includeKeyResults}
            onIncludeKeyResultsChange={setIncludeKeyResults}
            includeInitiatives={includeInitiatives}
            onIncludeInitiativesChange={setIncludeInitiatives}
          />
        ) : null}
        {step === 'preview' && candidates.isPending ? <SkeletonRows rows={3} height="44px" /> : null}
        {step === 'preview' && target && !candidates.isPending ? (
          <RolloverPreviewStep objectives={picked} target={target} includeKeyResults={includeKeyResults} includeInitiatives={includeInitiatives} />
        ) : null}
        {step === 'done' && rollover.data && target ? (
          <RolloverDone result={rollover.data} objectives={objectives} target={target} objectiveHref={objectiveHref} onNavigate={onNavigate} onClose={() => onOpenChange(false)} />
        ) : null}
        {rollover.isError && step === 'preview' ? (
          <Callout.Root color="red" highContrast role="alert" className="okr-rollover-error">
            <Callout.Text>{getErrorMessage(rollover.error, t('goals.rollover.error'))}</Callout.Text>
          </Callout.Root>
        ) : null}
        {step === 'done' ? null : (
          <Flex justify="between" gap="3" wrap="wrap">
            <Button variant="soft" color="gray" onClick={() => (step === 'target' ? onOpenChange(false) : back())} disabled={rollover.isPending}>
              {step === 'target' ? t('goals.common.cancel') : t('goals.rollover.back')}
            </Button>
            {step === 'preview' ? (
              <Button onClick={confirm} loading={rollover.isPending} disabled={picked.length === 0 || !target || rollover.isPending}>
                {rollover.isError ? t('goals.rollover.retry') : t('goals.rollover.confirm', { count: picked.length })}
              </Button>
            ) : (
              <Button onClick={next} disabled={!canNext}>
                {t('goals.rollover.next')}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
    </GoalsDialog>
  );
}
