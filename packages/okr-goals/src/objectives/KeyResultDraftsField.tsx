import { Button, Card, Flex, Grid, IconButton, Text } from '@radix-ui/themes';
import { metricTypes } from '@okr/contract';
import { FormField, SelectField } from '@okr/core';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import type { DraftErrors, KeyResultDraft } from './objectiveDraft';
import { emptyKeyResultDraft } from './objectiveDraft';

export interface KeyResultDraftsFieldProps {
  drafts: KeyResultDraft[];
  onChange: (drafts: KeyResultDraft[]) => void;
  errors: Record<number, DraftErrors>;
}

/** The stepper's last step: the key results to create with the objective, added and removed in place. */
export function KeyResultDraftsField({ drafts, onChange, errors }: KeyResultDraftsFieldProps) {
  const t = useGoalsT();
  const enumLabel = useEnumLabel();
  const update = (key: number, patch: Partial<KeyResultDraft>) =>
    onChange(drafts.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  return (
    <Flex direction="column" gap="3">
      {drafts.length === 0 ? (
        <Text color="gray" size="2">
          {t('goals.stepper.noKeyResults')}
        </Text>
      ) : null}
      {drafts.map((draft, index) => {
        const e = errors[draft.key] ?? {};
        const n = index + 1;
        return (
          <Card key={draft.key} className="okr-kr-draft" role="group" aria-label={t('goals.stepper.keyResultN', { n })}>
            <Flex direction="column" gap="3">
              <Flex justify="between" align="center">
                <Text weight="bold" size="2">
                  {t('goals.stepper.keyResultN', { n })}
                </Text>
                <IconButton
                  type="button"
                  variant="ghost"
                  color="gray"
                  aria-label={t('goals.stepper.removeKeyResult', { n })}
                  onClick={() => onChange(drafts.filter((other) => other.key !== draft.key))}
                >
                  <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true">
                    <path d="M4 4l7 7M11 4l-7 7" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                  </svg>
                </IconButton>
              </Flex>
              <FormField
                label={t('goals.keyResult.titleN', { n })}
                value={draft.title}
                onChange={(event) => update(draft.key, { title: event.target.value })}
                placeholder={t('goals.keyResult.titlePlaceholder')}
                error={e.title}
              />
              <Grid columns={{ initial: '1', sm: draft.metricType === 'Numeric' ? '4' : '3' }} gap="3">
                <SelectField
                  label={t('goals.keyResult.metricTypeN', { n })}
                  value={draft.metricType}
                  onChange={(metricType) => {
                    if (!metricType) return;
                    const type = metricType as KeyResultDraft['metricType'];
                    update(draft.key, type === 'Percentage' ? { metricType: type, startValue: '0', targetValue: '100' } : { metricType: type });
                  }}
                  options={metricTypes.map((value) => ({ value, label: enumLabel(value) }))}
                />
                {draft.metricType !== 'Binary' ? (
                  <>
                    <FormField
                      label={t('goals.keyResult.startValueN', { n })}
                      inputMode="decimal"
                      value={draft.startValue}
                      onChange={(event) => update(draft.key, { startValue: event.target.value })}
                      error={e.startValue}
                    />
                    <FormField
                      label={t('goals.keyResult.targetValueN', { n })}
                      inputMode="decimal"
                      value={draft.targetValue}
                      onChange={(event) => update(draft.key, { targetValue: event.target.value })}
                      error={e.targetValue}
                    />
                  </>
                ) : (
                  <Text size="2" color="gray" className="okr-binary-hint">
                    {t('goals.keyResult.binaryHint')}
                  </Text>
                )}
                {draft.metricType === 'Numeric' ? (
                  <FormField
                    label={t('goals.keyResult.unitN', { n })}
                    value={draft.unit}
                    placeholder={t('goals.keyResult.unitPlaceholder')}
                    onChange={(event) => update(draft.key, { unit: event.target.value })}
                  />
                ) : null}
              </Grid>
            </Flex>
          </Card>
        );
      })}
      <Button type="button" variant="soft" onClick={() => onChange([...drafts, emptyKeyResultDraft()])} className="okr-add-kr">
        {t('goals.stepper.addKeyResult')}
      </Button>
    </Flex>
  );
}
