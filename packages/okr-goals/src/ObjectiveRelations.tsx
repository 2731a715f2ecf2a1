import { Badge, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import type { Objective } from '@okr/contract';
import { ErrorState, getErrorMessage, SkeletonRows, useApiClient } from '@okr/core';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { initiativeQueries } from './initiatives/api';
import { InitiativeFormDialog } from './initiatives/InitiativeFormDialog';
import { GuardedButton } from './lib/GuardedButton';
import { ProgressBar } from './lib/ProgressBar';
import { initiativeStatusColor, objectiveStatusColor } from './lib/statusColors';
import { useEnumLabel } from './lib/useEnumLabel';
import { useGoalsT } from './lib/useGoalsT';
import { useOrgId } from './lib/useOrgId';
import { objectiveQueries } from './objectives/api';

export interface RelationLinks {
  objectiveHref: (id: string) => string;
  initiativeHref: (id: string) => string;
  /** Where "See plans" goes when the Free plan's initiative is used. */
  plansHref?: string;
  onNavigate?: (href: string) => void;
}

function follow(href: string, onNavigate: RelationLinks['onNavigate']) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
}

/** "Aligned to <parent>": the objective this one is aligned under, as a link. */
export function AlignedTo({ objective, objectiveHref, onNavigate }: { objective: Objective } & Pick<RelationLinks, 'objectiveHref' | 'onNavigate'>) {
  const t = useGoalsT();
  const api = useApiClient();
  const orgId = useOrgId();
  const parentId = objective.parentObjectiveId;
  const parent = useQuery({ ...objectiveQueries.detail(api, orgId, parentId ?? ''), enabled: Boolean(orgId && parentId) });
  if (!parentId || parent.isError) return null;
  const href = objectiveHref(parentId);
  return (
    <Text as="p" size="2" className="okr-aligned-to">
      <Text color="gray">{t('goals.alignment.alignedTo')}</Text>{' '}
      {parent.data ? (
        <Link href={href} weight="medium" onClick={follow(href, onNavigate)}>
          {parent.data.title}
        </Link>
      ) : (
        <Text color="gray" aria-busy="true">
          …
        </Text>
      )}
    </Text>
  );
}

/** Below an objective: the objectives aligned under it and the initiatives serving it. */
export function ObjectiveRelations({ objective, objectiveHref, initiativeHref, plansHref, onNavigate }: { objective: Objective } & RelationLinks) {
  const t = useGoalsT();
  const api = useApiClient();
  const orgId = useOrgId();
  const enumLabel = useEnumLabel();
  const children = useQuery(objectiveQueries.children(api, orgId, objective.id));
  const serving = useQuery(initiativeQueries.serving(api, orgId, objective.id));
  const childCount = children.data?.total ?? children.data?.items.length ?? 0;
  const servingCount = serving.data?.total ?? serving.data?.items.length ?? 0;
  const [adding, setAdding] = useState(false);

  return (
    <div className="okr-relations">
      <section aria-labelledby={`${objective.id}-initiatives`}>
        <Flex justify="between" align="center" gap="3" mb="2">
          <Heading as="h2" size="4" id={`${objective.id}-initiatives`}>
            {t('goals.relations.initiatives', { count: servingCount })}
          </Heading>
          <GuardedButton domain="initiatives" action="create" whenDenied="hide" variant="soft" size="1" onClick={() => setAdding(true)}>
            {t('goals.relations.addInitiative')}
          </GuardedButton>
        </Flex>
        {serving.isPending ? <SkeletonRows rows={2} height="44px" /> : null}
        {serving.isError ? (
          <ErrorState message={getErrorMessage(serving.error, t('goals.relations.initiativesError'))} onRetry={() => void serving.refetch()} />
        ) : null}
        {serving.data?.items.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {t('goals.relations.noInitiatives')}
          </Text>
        ) : null}
        {serving.data && serving.data.items.length > 0 ? (
          <Card size="1">
            <ul className="okr-relation-list">
              {serving.data.items.map((initiative) => {
                const href = initiativeHref(initiative.id);
                return (
                  <li key={initiative.id} className="okr-relation-row">
                    <Flex direction="column" gap="1" style={{ minWidth: 0, flex: 1 }}>
                      <Link href={href} weight="medium" size="2" className="okr-truncate" onClick={follow(href, onNavigate)}>
                        {initiative.name}
                      </Link>
                      <ProgressBar value={initiative.progress} label={t('goals.objective.progressOf', { title: initiative.name })} tone={initiative.needsAttention ? 'red' : 'accent'} />
                    </Flex>
                    <Badge highContrast color={initiativeStatusColor[initiative.status]}>{enumLabel(initiative.status)}</Badge>
                  </li>
                );
              })}
            </ul>
          </Card>
        ) : null}
        {adding ? (
          <InitiativeFormDialog
            open
            onOpenChange={setAdding}
            objectiveIds={[objective.id]}
            onInitiativeCreated={() => setAdding(false)}
            plansHref={plansHref}
            onViewPlans={onNavigate && plansHref ? () => onNavigate(plansHref) : undefined}
          />
        ) : null}
      </section>
      <section aria-labelledby={`${objective.id}-children`}>
        <Heading as="h2" size="4" id={`${objective.id}-children`} mb="2">
          {t('goals.relations.children', { count: childCount })}
        </Heading>
        {children.isPending ? <SkeletonRows rows={2} height="44px" /> : null}
        {children.isError ? (
          <ErrorState message={getErrorMessage(children.error, t('goals.relations.childrenError'))} onRetry={() => void children.refetch()} />
        ) : null}
        {children.data?.items.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {t('goals.relations.noChildren')}
          </Text>
        ) : null}
        {children.data && children.data.items.length > 0 ? (
          <Card size="1">
            <ul className="okr-relation-list">
              {children.data.items.map((child) => {
                const href = objectiveHref(child.id);
                return (
                  <li key={child.id} className="okr-relation-row">
                    <Flex direction="column" gap="1" style={{ minWidth: 0, flex: 1 }}>
                      <Link href={href} weight="medium" size="2" className="okr-truncate" onClick={follow(href, onNavigate)}>
                        {child.title}
                      </Link>
                      <ProgressBar value={child.progress} label={t('goals.objective.progressOf', { title: child.title })} />
                    </Flex>
                    <Badge highContrast color={objectiveStatusColor[child.status]}>{enumLabel(child.status)}</Badge>
                  </li>
                );
              })}
            </ul>
          </Card>
        ) : null}
      </section>
    </div>
  );
}
