import { Box, Button, Card, Flex, SegmentedControl, Text } from '@radix-ui/themes';
import type { CheckIn, CheckInCreated, KeyResult } from '@okr/contract';
import { ErrorState, FormField, getErrorMessage, SkeletonRows, TextAreaField, useLocale } from '@okr/core';
import { useId, useState } from 'react';
import { formatDateTime, formatValue } from '../lib/format';
import { usePermission } from '../lib/PermissionGate';
import { useGoalsT } from '../lib/useGoalsT';
import { useCreateCheckIn } from './api';

export interface CheckInFormProps {
  keyResult: KeyResult;
  /** The latest check-in, shown beside the form (null before the first). */
  lastCheckIn: CheckIn | null;
  authorName?: string;
  onCheckIn?: (checkIn: CheckInCreated) => void;
}

/** A new value, a confidence from 0 to 10 and a note; the last check-in beside it to compare. */
export function CheckInForm({ keyResult, lastCheckIn, authorName, onCheckIn }: CheckInFormProps) {
  const t = useGoalsT();
  const locale = useLocale();
  // Until the caller's flags are known, neither the form nor the read-only line (no flash for an Editor).
  const permission = usePermission('key_results', 'create');
  const confidenceId = useId();
  const binary = keyResult.metricType === 'Binary';
  const [value, setValue] = useState(String(keyResult.currentValue));
  const [confidence, setConfidence] = useState(lastCheckIn?.confidence ?? 7);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateCheckIn(keyResult.id, {
    onCheckIn: (created) => {
      setNote('');
      setValue(String(created.keyResult.currentValue));
      onCheckIn?.(created);
    },
  });
  const labels = { done: t('goals.keyResult.done'), notDone: t('goals.keyResult.notDone') };

  if (permission === 'pending') return <SkeletonRows rows={2} />;
  if (permission === 'denied') {
    return (
      <Text size="2" color="gray" className="okr-checkin-readonly">
        {t('goals.checkIn.readOnly')}
      </Text>
    );
  }

  function submit() {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) {
      setError(t('goals.validation.numberInvalid'));
      return;
    }
    setError(undefined);
    create.mutate({ value: number, confidence, note: note.trim() || null });
  }

  return (
    <Flex className="okr-checkin" gap="4" direction={{ initial: 'column', md: 'row' }}>
      <form
        className="okr-checkin-form"
        aria-label={t('goals.checkIn.formLabel', { title: keyResult.title })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Flex direction="column" gap="3">
          {binary ? (
            <Flex direction="column" gap="1">
              <Text size="2" weight="medium" id={`${confidenceId}-binary`}>
                {t('goals.checkIn.value')}
              </Text>
              <SegmentedControl.Root value={value === '1' || Number(value) >= keyResult.targetValue ? 'done' : 'open'} onValueChange={(v) => setValue(v === 'done' ? String(keyResult.targetValue) : '0')} aria-labelledby={`${confidenceId}-binary`}>
                <SegmentedControl.Item value="open">{labels.notDone}</SegmentedControl.Item>
                <SegmentedControl.Item value="done">{labels.done}</SegmentedControl.Item>
              </SegmentedControl.Root>
            </Flex>
          ) : (
            <FormField
              label={t('goals.checkIn.newValue', { unit: keyResult.metricType === 'Percentage' ? '%' : keyResult.unit ?? '' }).replace(' ()', '')}
              inputMode="decimal"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={error}
            />
          )}
          <Flex direction="column" gap="2">
            <Flex justify="between">
              <Text as="label" size="2" weight="medium" id={confidenceId} htmlFor={`${confidenceId}-input`}>
                {t('goals.checkIn.confidence')}
              </Text>
              <Text size="2" weight="bold" color={confidence <= 3 ? 'red' : confidence <= 6 ? 'amber' : 'green'} aria-hidden="true">
                {confidence}/10
              </Text>
            </Flex>
            <input
              type="range"
              id={`${confidenceId}-input`}
              className="okr-range"
              min={0}
              max={10}
              step={1}
              value={confidence}
              onChange={(event) => setConfidence(Number(event.target.value))}
              aria-labelledby={confidenceId}
              aria-valuetext={`${confidence}/10`}
            />
            <Text size="1" color="gray">
              {t('goals.checkIn.confidenceHint')}
            </Text>
          </Flex>
          <TextAreaField label={t('goals.checkIn.note')} value={note} onChange={setNote} placeholder={t('goals.checkIn.notePlaceholder')} rows={2} />
          {create.isError ? <ErrorState message={getErrorMessage(create.error, t('goals.checkIn.error'))} /> : null}
          <Box>
            <Button type="submit" loading={create.isPending}>
              {t('goals.checkIn.submit')}
            </Button>
          </Box>
        </Flex>
      </form>
      <Card className="okr-checkin-last" variant="surface" aria-label={t('goals.checkIn.last')} role="region">
        <Flex direction="column" gap="1">
          <Text size="1" weight="bold" color="gray" className="okr-eyebrow">
            {t('goals.checkIn.last')}
          </Text>
          {lastCheckIn ? (
            <>
              <Text size="5" weight="bold">
                {formatValue(keyResult, lastCheckIn.value, locale, labels)}
              </Text>
              <Text size="2">{t('goals.keyResult.confidenceValue', { value: lastCheckIn.confidence })}</Text>
              {lastCheckIn.note ? (
                <Text size="2" as="p" className="okr-checkin-note">
                  “{lastCheckIn.note}”
                </Text>
              ) : null}
              <Text size="1" color="gray">
                {[authorName, formatDateTime(lastCheckIn.createdAt, locale)].filter(Boolean).join(' · ')}
              </Text>
            </>
          ) : (
            <Text size="2" color="gray">
              {t('goals.checkIn.none')}
            </Text>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
