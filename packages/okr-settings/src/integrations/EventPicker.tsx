import { Box, Checkbox, Code, Flex, Grid, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { webhookEventTypes } from '@okr/contract';
import type { WebhookEventType } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { webhooksCatalogs } from '../lib/catalogs/webhooksCatalogs';

export interface EventPickerProps {
  value: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  disabled?: boolean;
  /** The message under the picker ("Choose at least one event"), tied to it for screen readers. */
  error?: string;
}

type EventGroup = WebhookEventType extends `${infer Group}.${string}` ? Group : never;
/** The resources events are about, in the contract's order: `objective` of `objective.created`. */
const groups = [...new Set(webhookEventTypes.map((type) => type.slice(0, type.indexOf('.')) as EventGroup))];

/**
 * Which events an endpoint receives: one checkbox per event, grouped by what it is about, and one
 * for all of them (mixed when some are ticked). Kept in the contract's order whatever the clicks.
 */
export function EventPicker({ value, onChange, disabled, error }: EventPickerProps) {
  const t = useTranslation(webhooksCatalogs);
  const errorId = useId();
  const chosen = new Set(value);
  const set = (next: Set<WebhookEventType>) => onChange(webhookEventTypes.filter((type) => next.has(type)));
  const toggle = (type: WebhookEventType, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(type);
    else next.delete(type);
    set(next);
  };
  const all = chosen.size === webhookEventTypes.length ? true : chosen.size === 0 ? false : 'indeterminate';
  return (
    <Flex direction="column" gap="3" className="okr-event-picker" aria-describedby={error ? errorId : undefined}>
      <Text as="label" size="2" weight="medium">
        <Flex gap="2" align="center">
          <Checkbox checked={all} disabled={disabled} onCheckedChange={(on) => set(new Set(on === true ? webhookEventTypes : []))} />
          {t('webhooks.events.all', { count: webhookEventTypes.length })}
        </Flex>
      </Text>
      <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
        {groups.map((group) => (
          <Box key={group} asChild>
            <fieldset className="okr-event-group" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <legend style={{ padding: 0 }}>
                <Text size="2" weight="medium">
                  {t(`webhooks.events.group.${group}`)}
                </Text>
              </legend>
              <Flex direction="column" gap="2" mt="1">
                {webhookEventTypes
                  .filter((type) => type.startsWith(`${group}.`))
                  .map((type) => (
                    <Text as="label" size="2" key={type}>
                      <Flex gap="2" align="start">
                        <Checkbox mt="1" checked={chosen.has(type)} disabled={disabled} onCheckedChange={(on) => toggle(type, on === true)} />
                        <Box>
                          <Text as="div">{t(`webhooks.event.${type}`)}</Text>
                          <Code size="1" variant="ghost" color="gray">
                            {type}
                          </Code>
                        </Box>
                      </Flex>
                    </Text>
                  ))}
              </Flex>
            </fieldset>
          </Box>
        ))}
      </Grid>
      {error ? (
        <Text id={errorId} size="1" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
