import { Badge, Button, Checkbox, Flex, Link, Text, TextField } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import type { ObjectiveDetail } from '@okr/contract';
import { SkeletonRows, useApiClient } from '@okr/core';
import { useDeferredValue, useId, useState } from 'react';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';
import { objectiveSearchQuery } from '../lib/objectiveQueries';
import { useLinkedObjectives } from './linkedObjectives';

export interface ObjectiveLinks {
  objectiveIds: string[];
  keyResultIds: string[];
}

export interface ObjectiveLinksFieldProps extends ObjectiveLinks {
  onChange: (links: ObjectiveLinks) => void;
  /** The server's field errors (`objectiveIds.0`, `keyResultIds.2`, ...). */
  errors?: Record<string, string>;
}

/**
 * The objectives an initiative serves and, under each, its key results: a search over the
 * organization's objectives and checkboxes (Tab and Space from the keyboard, each named by its title).
 */
export function ObjectiveLinksField({ objectiveIds, keyResultIds, onChange, errors = {} }: ObjectiveLinksFieldProps) {
  const t = useGoalsT();
  const api = useApiClient();
  const orgId = useOrgId();
  const searchId = useId();
  const hintId = useId();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q);
  const linked = useLinkedObjectives(objectiveIds, keyResultIds);
  const search = useQuery(objectiveSearchQuery(api, orgId, deferred));
  const shown = new Set(linked.groups.map((group) => group.objective.id));
  const matches = (search.data?.items ?? []).filter((objective) => !shown.has(objective.id) && !objectiveIds.includes(objective.id));
  const error = Object.entries(errors).find(([field]) => field.startsWith('objectiveIds') || field.startsWith('keyResultIds'))?.[1];

  const toggleObjective = (objective: Pick<ObjectiveDetail, 'id'> & { keyResults?: { id: string }[] }, on: boolean) => {
    if (on) return onChange({ objectiveIds: [...objectiveIds, objective.id], keyResultIds });
    const dropped = new Set((objective.keyResults ?? []).map((kr) => kr.id));
    onChange({ objectiveIds: objectiveIds.filter((id) => id !== objective.id), keyResultIds: keyResultIds.filter((id) => !dropped.has(id)) });
  };
  const toggleKeyResult = (id: string, on: boolean) =>
    onChange({ objectiveIds, keyResultIds: on ? [...keyResultIds, id] : keyResultIds.filter((kr) => kr !== id) });

  return (
    <fieldset className="okr-links-field" aria-describedby={hintId}>
      <legend className="okr-links-legend">{t('goals.links.legend')}</legend>
      <Text as="p" id={hintId} size="1" color="gray" mb="2">
        {t('goals.links.hint')}
      </Text>
      {linked.isPending && (objectiveIds.length > 0 || keyResultIds.length > 0) ? <SkeletonRows rows={1} height="40px" /> : null}
      {linked.groups.length > 0 ? (
        <ul className="okr-links-selected" aria-label={t('goals.links.selected', { count: linked.groups.length })}>
          {linked.groups.map(({ objective, linked: isLinked }) => (
            <li key={objective.id} className="okr-links-group">
              <Text as="label" size="2" weight="medium" className="okr-links-option">
                <Checkbox checked={isLinked} onCheckedChange={(checked) => toggleObjective(objective, checked === true)} />
                <span className="okr-truncate">{objective.title}</span>
                {!isLinked ? (
                  <Badge color="gray" variant="soft" size="1" className="okr-links-count">
                    {t('goals.links.throughKeyResults')}
                  </Badge>
                ) : null}
              </Text>
              {objective.keyResults.length > 0 ? (
                <ul className="okr-links-keyresults" aria-label={t('goals.links.keyResultsOf', { title: objective.title })}>
                  {objective.keyResults.map((kr) => (
                    <li key={kr.id}>
                      <Text as="label" size="2" className="okr-links-option">
                        <Checkbox checked={keyResultIds.includes(kr.id)} onCheckedChange={(checked) => toggleKeyResult(kr.id, checked === true)} />
                        <span className="okr-truncate">{kr.title}</span>
                      </Text>
                    </li>
                  ))}
                </ul>
              ) : (
                <Text as="p" size="1" color="gray" className="okr-links-keyresults">
                  {t('goals.links.noKeyResults')}
                </Text>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <Flex direction="column" gap="1" mt="2">
        <Text as="label" htmlFor={searchId} size="2">
          {t('goals.links.search')}
        </Text>
        <TextField.Root
          id={searchId}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('goals.links.searchPlaceholder')}
          onKeyDown={(event) => {
            // Enter picks nothing by accident (the form would submit): the first match is a Tab away.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </Flex>
      <div className="okr-links-results" role="group" aria-label={t('goals.links.matches')} aria-busy={search.isFetching || undefined}>
        {search.isPending ? <SkeletonRows rows={2} height="28px" /> : null}
        {search.isError ? (
          <Flex align="center" gap="2" wrap="wrap">
            <Text size="1" color="red">
              {t('goals.links.searchError')}
            </Text>
            <Button type="button" size="1" variant="soft" loading={search.isFetching} onClick={() => void search.refetch()}>
              {t('goals.links.retry')}
            </Button>
          </Flex>
        ) : null}
        {search.data && matches.length === 0 ? (
          <Text size="1" color="gray">
            {deferred.trim() ? t('goals.links.noMatch', { q: deferred.trim() }) : t('goals.links.noMore')}
          </Text>
        ) : null}
        {matches.map((objective) => (
          <Text as="label" size="2" key={objective.id} className="okr-links-option">
            <Checkbox checked={false} onCheckedChange={(checked) => checked === true && toggleObjective(objective, true)} />
            <span className="okr-truncate">{objective.title}</span>
            <Text size="1" color="gray" className="okr-links-count">
              {t('goals.links.keyResultCount', { count: objective.keyResultCount })}
            </Text>
          </Text>
        ))}
        {search.data && search.data.total !== null && search.data.total > (search.data.items.length ?? 0) ? (
          <Text size="1" color="gray">
            {t('goals.links.narrow', { total: search.data.total })}
          </Text>
        ) : null}
      </div>
      {error ? (
        <Text as="p" size="1" color="red" role="alert" mt="1">
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}

/** Links to the objectives an initiative serves, with the key results it serves under each. */
export function ServedObjectives({
  objectiveIds,
  keyResultIds,
  objectiveHref,
  onNavigate,
}: ObjectiveLinks & { objectiveHref: (id: string) => string; onNavigate?: (href: string) => void }) {
  const t = useGoalsT();
  const linked = useLinkedObjectives(objectiveIds, keyResultIds);
  if (objectiveIds.length === 0 && keyResultIds.length === 0) {
    return (
      <Text size="2" color="gray">
        {t('goals.links.none')}
      </Text>
    );
  }
  if (linked.isPending) return <SkeletonRows rows={1} height="32px" />;
  return (
    <ul className="okr-served">
      {linked.groups.map(({ objective }) => {
        const href = objectiveHref(objective.id);
        const keyResults = objective.keyResults.filter((kr) => keyResultIds.includes(kr.id));
        return (
          <li key={objective.id}>
            <Link
              href={href}
              weight="medium"
              size="2"
              onClick={(event) => {
                if (!onNavigate) return;
                event.preventDefault();
                onNavigate(href);
              }}
            >
              {objective.title}
            </Link>
            {keyResults.length > 0 ? (
              <ul className="okr-served-keyresults">
                {keyResults.map((kr) => (
                  <li key={kr.id}>
                    <Text size="1" color="gray">
                      {kr.title} · {Math.round(kr.progress)}%
                    </Text>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
