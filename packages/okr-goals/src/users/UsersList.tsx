import { Badge, Button, Flex, Heading, Link, Table, Text, TextField } from '@radix-ui/themes';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { cx, EmptyState, ErrorState, getErrorMessage, Initials, PanelRefusal, ScrollTable, SkeletonRows, useApiClient, useLocale, usePanelState } from '@okr/core';
import { useDeferredValue, useId, useState } from 'react';
import { formatDay } from '../lib/format';
import { memberName } from '../lib/members';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';
import { userQueries } from './api';
import { useCallerFlags } from '../lib/useCallerFlags';

export interface UsersListProps {
  objectiveHref?: (id: string) => string;
  onNavigate?: (href: string) => void;
  className?: string;
}

/** What the server counts for each member, in the order the page names them. */
const ownedKinds = ['objectives', 'keyResults', 'initiatives', 'tasks'] as const;

const roleColor = { Admin: 'iris', Editor: 'blue', Viewer: 'gray', SuperAdmin: 'red' } as const;

/** The organization's members with their role, membership and what they own. */
export function UsersList({ objectiveHref = (id) => `/app/objectives/${id}`, onNavigate, className }: UsersListProps) {
  const t = useGoalsT();
  useCallerFlags();
  const api = useApiClient();
  const locale = useLocale();
  const enumLabel = useEnumLabel();
  const searchId = useId();
  const orgId = useOrgId();
  const [q, setQ] = useState('');
  const search = useDeferredValue(q);
  const list = useInfiniteQuery(userQueries.list(api, orgId, search));
  const owned = useQuery(userQueries.ownedObjectives(api, orgId));
  const shown = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? shown.length;
  const searching = search.trim() !== '';
  const state = usePanelState({ hasData: list.data !== undefined, isEmpty: shown.length === 0 && !searching, error: list.error });

  return (
    <Flex direction="column" gap="4" className={cx('okr-users-list', className)} data-state={state}>
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <div>
          <Heading as="h1" size="6">
            {t('goals.users.title')}
          </Heading>
          <Text color="gray" size="2">
            {searching || list.isPending ? '\u00a0' : t('goals.users.subtitle', { count: total })}
          </Text>
        </div>
        {state === 'ready' ? (
          <Flex direction="column" gap="1">
            <label htmlFor={searchId} className="okr-filter-label">
              {t('goals.users.search')}
            </label>
            <TextField.Root id={searchId} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('goals.users.searchPlaceholder')} />
          </Flex>
        ) : null}
      </Flex>
      {state === 'loading' ? <SkeletonRows rows={5} height="56px" /> : null}
      <PanelRefusal state={state} forbidden={t('goals.users.forbidden')} signedOut={t('goals.users.signedOut')} />
      {state === 'error' ? <ErrorState message={getErrorMessage(list.error, t('goals.users.loadError'))} onRetry={() => void list.refetch()} /> : null}
      {state === 'empty' ? <EmptyState title={t('goals.users.empty')} /> : null}
      {state === 'ready' && shown.length === 0 ? <EmptyState title={t('goals.users.noMatch', { q: search.trim() })} /> : null}
      {shown.length > 0 ? (
        <ScrollTable variant="surface" className="okr-users-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('goals.users.name')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('goals.users.role')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="okr-col-owns">{t('goals.users.owns')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell className="okr-col-joined">{t('goals.users.joined')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((member) => {
              const objectives = owned.data?.get(member.id) ?? [];
              const { owns } = member;
              const name = memberName(member);
              return (
                <Table.Row key={member.id} align="center">
                  <Table.RowHeaderCell>
                    <Flex gap="3" align="center">
                      <Initials name={`${member.firstName} ${member.lastName}`} />
                      <Flex direction="column">
                        <Text weight="medium">{name}</Text>
                        <Text size="1" color="gray">
                          {member.email}
                        </Text>
                      </Flex>
                    </Flex>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    <Flex gap="1" wrap="wrap">
                      {member.roleType ? <Badge highContrast color={roleColor[member.roleType]}>{enumLabel(member.roleType)}</Badge> : null}
                      <Badge highContrast color="gray" variant="outline">
                        {enumLabel(member.membershipType)}
                      </Badge>
                      {!member.isActive ? (
                        <Badge highContrast color="red" variant="soft">
                          {t('goals.users.inactive')}
                        </Badge>
                      ) : null}
                    </Flex>
                  </Table.Cell>
                  <Table.Cell className="okr-col-owns">
                    {ownedKinds.every((kind) => owns[kind] === 0) ? (
                      <Text size="2" color="gray">
                        {t('goals.users.ownsNothing')}
                      </Text>
                    ) : (
                      <Flex direction="column" gap="1">
                        <Text as="div" size="2" className="okr-owned">
                          {ownedKinds
                            .filter((kind) => owns[kind] > 0)
                            .map((kind) => (
                              <span key={kind} className="okr-owned-item">
                                {t(`goals.users.owned.${kind}.${owns[kind] === 1 ? 'one' : 'other'}`, { count: owns[kind] })}
                              </span>
                            ))}
                        </Text>
                        {objectives.slice(0, 2).map((o) => (
                          <Text size="1" key={o.id} className="okr-truncate okr-owns-link">
                            <Link
                              href={objectiveHref(o.id)}
                              onClick={(event) => {
                                if (!onNavigate) return;
                                event.preventDefault();
                                onNavigate(objectiveHref(o.id));
                              }}
                            >
                              {o.title}
                            </Link>{' '}
                            <Text color="gray">· {Math.round(o.progress)}%</Text>
                          </Text>
                        ))}
                      </Flex>
                    )}
                  </Table.Cell>
                  <Table.Cell className="okr-col-joined">{formatDay(member.joinedAt.slice(0, 10), locale)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </ScrollTable>
      ) : null}
      {shown.length > 0 ? (
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text size="2" color="gray" aria-live="polite">
            {t('goals.users.showing', { shown: shown.length, total })}
          </Text>
          {list.hasNextPage ? (
            <Button variant="soft" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('goals.users.loadMore')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
