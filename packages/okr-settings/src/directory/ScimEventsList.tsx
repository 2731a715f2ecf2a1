import { Badge, Flex, Spinner, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import type { AuditEvent } from '@okr/contract';
import { scimAuditActions } from '@okr/contract';
import type { ScimAuditAction } from '@okr/contract';
import { useLocale, useTranslation } from '@okr/core';
import { directoryCatalogs } from '../lib/catalogs/directoryCatalogs';
import { scimEventActor, scimEventSubject } from './scimEventSubject';

export interface ScimEventsListProps {
  events: AuditEvent[];
  total: number;
  state: 'loading' | 'ready' | 'error';
}

const isScimAction = (action: string): action is ScimAuditAction => (scimAuditActions as readonly string[]).includes(action);
const colorOf = (action: string) => (/deactivated|deleted|revoked/.test(action) ? 'red' : /provisioned|reactivated|created/.test(action) ? 'green' : 'gray');

/** The latest SCIM events, newest first: what happened, to whom, by which token, when. */
export function ScimEventsList({ events, total, state }: ScimEventsListProps) {
  const t = useTranslation(directoryCatalogs);
  const locale = useLocale();
  const format = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  if (state === 'loading') return <Spinner aria-label={t('directory.loading')} />;
  if (state === 'error') {
    return (
      <Text as="p" size="2" color="red" role="alert">
        {t('directory.events.loadError')}
      </Text>
    );
  }
  if (events.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        {t('directory.events.none')}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="2">
      <Flex asChild direction="column" gap="2">
        <ol className="okr-scim-events" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {events.map((event) => {
            const actor = scimEventActor(event);
            return (
              <li key={event.id} data-action={event.action}>
                <Flex gap="2" align="baseline" wrap="wrap">
                  <Badge variant="soft" color={colorOf(event.action)} highContrast>
                    {isScimAction(event.action) ? t(`directory.action.${event.action}`) : t('directory.action.other')}
                  </Badge>
                  <Text size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                    {scimEventSubject(event)}
                  </Text>
                  {actor ? (
                    <Text size="1" color="gray">
                      {actor.kind === 'token' ? t('directory.events.byToken', { prefix: actor.name }) : t('directory.events.byPerson', { email: actor.name })}
                    </Text>
                  ) : null}
                  <Text size="1" color="gray" asChild>
                    <time dateTime={event.createdAt}>{format.format(new Date(event.createdAt))}</time>
                  </Text>
                </Flex>
              </li>
            );
          })}
        </ol>
      </Flex>
      {total > events.length ? (
        <Text size="1" color="gray">
          {t('directory.events.shown', { shown: events.length, total })}
        </Text>
      ) : null}
    </Flex>
  );
}
