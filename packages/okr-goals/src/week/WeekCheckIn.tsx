import { Button, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { WeekItem } from '@okr/contract';
import { getErrorMessage, OKR_ROOT_CLASS, SkeletonRows, useApiClient, useLocale, useSessionStore, useToast } from '@okr/core';
import { formatValue } from '../lib/format';
import { useGoalsT } from '../lib/useGoalsT';
import { useWeekCheckIn, weekKeyResultQuery } from './weekApi';

export interface WeekCheckInProps {
  item: WeekItem;
  onDone: () => void;
}

const confidences = Array.from({ length: 11 }, (_, value) => String(value));

/** A check-in on a due key result, right in My week: the new value and a confidence, in the item's organization. */
export function WeekCheckIn({ item, onDone }: WeekCheckInProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const api = useApiClient();
  const toast = useToast();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const keyResult = useQuery(weekKeyResultQuery(api, userId, item));
  const checkIn = useWeekCheckIn(userId, item, () => {
    toast.success(t('goals.week.checkIn.saved', { title: item.title }));
    onDone();
  });
  const valueId = useId();
  const [value, setValue] = useState<string | null>(null);
  const [confidence, setConfidence] = useState('7');
  const [error, setError] = useState<string | undefined>();

  if (keyResult.isPending) return <SkeletonRows rows={1} />;
  if (keyResult.isError) {
    return (
      <Text size="2" color="red" role="alert">
        {getErrorMessage(keyResult.error, t('goals.week.checkIn.loadError'))}
      </Text>
    );
  }
  const kr = keyResult.data;
  const binary = kr.metricType === 'Binary';
  const shown = value ?? String(kr.currentValue);
  const labels = { done: t('goals.keyResult.done'), notDone: t('goals.keyResult.notDone') };

  const submit = () => {
    const number = binary ? (shown === String(kr.targetValue) ? kr.targetValue : 0) : Number(shown);
    if (!binary && (shown.trim() === '' || !Number.isFinite(number))) {
      setError(t('goals.validation.numberInvalid'));
      return;
    }
    setError(undefined);
    checkIn.mutate(
      { value: number, confidence: Number(confidence), note: null },
      { onError: (failure) => setError(getErrorMessage(failure, t('goals.week.checkIn.error'))) },
    );
  };

  return (
    <form
      className="okr-week-checkin"
      aria-label={t('goals.checkIn.formLabel', { title: item.title })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Flex gap="3" align="end" wrap="wrap">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={valueId} size="1" weight="medium">
            {t('goals.week.checkIn.value', { current: formatValue(kr, kr.currentValue, locale, labels), target: formatValue(kr, kr.targetValue, locale, labels) })}
          </Text>
          {binary ? (
            <Select.Root value={shown === String(kr.targetValue) ? 'done' : 'open'} onValueChange={(next) => setValue(next === 'done' ? String(kr.targetValue) : '0')}>
              <Select.Trigger id={valueId} />
              <Select.Content position="popper" className={OKR_ROOT_CLASS}>
                <Select.Item value="open">{labels.notDone}</Select.Item>
                <Select.Item value="done">{labels.done}</Select.Item>
              </Select.Content>
            </Select.Root>
          ) : (
            <TextField.Root
              id={valueId}
              inputMode="decimal"
              value={shown}
              style={{ width: '9rem' }}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setValue(event.target.value)}
            >
              {kr.unit ? <TextField.Slot side="right">{kr.unit}</TextField.Slot> : null}
            </TextField.Root>
          )}
        </Flex>
        <Flex direction="column" gap="1">
          <Text as="label" id={`${valueId}-confidence`} size="1" weight="medium">
            {t('goals.checkIn.confidence')}
          </Text>
          <Select.Root value={confidence} onValueChange={setConfidence}>
            <Select.Trigger aria-labelledby={`${valueId}-confidence`} />
            <Select.Content position="popper" className={OKR_ROOT_CLASS}>
              {confidences.map((level) => (
                <Select.Item key={level} value={level}>
                  {level}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Flex gap="2">
          <Button type="submit" loading={checkIn.isPending}>
            {t('goals.week.checkIn.submit')}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={onDone}>
            {t('goals.common.cancel')}
          </Button>
        </Flex>
      </Flex>
      {error ? (
        <Text as="p" size="1" color="red" role="alert" mt="2">
          {error}
        </Text>
      ) : null}
    </form>
  );
}
