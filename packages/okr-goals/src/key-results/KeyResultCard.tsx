import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { KeyResult } from '@okr/contract';
import { useLocale } from '@okr/core';
import { memo } from 'react';
import type { ReactNode } from 'react';
import { formatDay, formatValue } from '../lib/format';
import { ProgressBar, progressTone } from '../lib/ProgressBar';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import { keyResultElementId } from './keyResultElementId';

export interface KeyResultCardProps {
  keyResult: KeyResult;
  ownerName?: string;
  /** The time-elapsed line for this key result (0..100), null without dates. */
  expected?: number | null;
  atRisk?: boolean;
  /** Edit/delete buttons. */
  actions?: ReactNode;
  /** The check-in panel (history, chart, form), composed by the screen. */
  children?: ReactNode;
}

/** One key result: its measure, progress against the time-elapsed line, confidence, owner and due date. */
export const KeyResultCard = /* @__PURE__ */ memo(function KeyResultCard({ keyResult, ownerName, expected, atRisk, actions, children }: KeyResultCardProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const enumLabel = useEnumLabel();
  const binary = { done: t('goals.keyResult.done'), notDone: t('goals.keyResult.notDone') };
  const value = (v: number) => formatValue(keyResult, v, locale, binary);
  return (
    <Card className="okr-kr-card" data-key-result-id={keyResult.id} size="2">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex direction="column" gap="1" style={{ minWidth: 0, flex: 1 }}>
            {/* Focusable by script only: a `?keyResult=<id>` link lands here (ObjectiveDetailScreen). */}
            <Heading as="h3" size="3" id={keyResultElementId(keyResult.id)} tabIndex={-1}>
              {keyResult.title}
            </Heading>
            <Flex gap="2" wrap="wrap" align="center">
              <Badge highContrast color="gray" variant="soft">
                {enumLabel(keyResult.metricType)}
              </Badge>
              {atRisk ? (
                <Badge highContrast color="red" variant="soft">
                  {t('goals.keyResult.atRisk')}
                </Badge>
              ) : null}
              {keyResult.confidence !== null ? (
                <Text size="1" color="gray">
                  {t('goals.keyResult.confidenceValue', { value: keyResult.confidence })}
                </Text>
              ) : null}
            </Flex>
          </Flex>
          {actions ? <Flex gap="2">{actions}</Flex> : null}
        </Flex>
        <ProgressBar
          value={keyResult.progress}
          expected={expected}
          label={t('goals.objective.progressOf', { title: keyResult.title })}
          tone={progressTone(keyResult.progress, expected)}
        />
        <Flex gap="4" wrap="wrap" className="okr-kr-facts">
          <Text size="2">
            <Text color="gray">{t('goals.keyResult.current')}: </Text>
            <Text weight="medium">{value(keyResult.currentValue)}</Text>
          </Text>
          {keyResult.metricType !== 'Binary' ? (
            <Text size="2">
              <Text color="gray">{t('goals.keyResult.target')}: </Text>
              <Text weight="medium">{value(keyResult.targetValue)}</Text>
              <Text color="gray"> ({t('goals.keyResult.from', { value: value(keyResult.startValue) })})</Text>
            </Text>
          ) : null}
          {ownerName ? (
            <Text size="2">
              <Text color="gray">{t('goals.objective.owner')}: </Text>
              {ownerName}
            </Text>
          ) : null}
          {keyResult.dueDate ? (
            <Text size="2">
              <Text color="gray">{t('goals.keyResult.due')}: </Text>
              {formatDay(keyResult.dueDate, locale)}
            </Text>
          ) : null}
        </Flex>
        {children}
      </Flex>
    </Card>
  );
});
