import { Badge, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDeleteDialog, ErrorState, getErrorMessage, isApiError, SkeletonRows, useApiClient, useLocale } from '@okr/core';
import { useState } from 'react';
import { formatDay } from '../lib/format';
import { GoalsDialog } from '../lib/GoalsDialog';
import { GuardedButton } from '../lib/GuardedButton';
import { useMembers } from '../lib/members';
import { ProgressBar } from '../lib/ProgressBar';
import { initiativeStatusColor } from '../lib/statusColors';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import { useDeleteDialogProps } from '../lib/useDeleteDialogProps';
import { useCallerFlags } from '../lib/useCallerFlags';
import { useOrgId } from '../lib/useOrgId';
import { initiativeQueries, useDeleteInitiative } from './api';
import { ServedObjectives } from './ObjectiveLinksField';
import { TaskBoard } from './TaskBoard';
import type { ReactNode } from 'react';

export interface InitiativeViewDialogProps {
  initiativeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit?: () => void;
  onInitiativeDeleted?: () => void;
  /** Where an objective it serves lives (default `/app/objectives/{id}`). */
  objectiveHref?: (id: string) => string;
  /** Follows an objective link in the host's router instead of a page load. */
  onNavigate?: (href: string) => void;
  /** The initiative's discussion (a `CommentsThread`), composed by the page, under its tasks. */
  children?: ReactNode;
}

/** An initiative in a modal: what it is, its progress, and its tasks by status. */
export function InitiativeViewDialog({
  initiativeId,
  open,
  onOpenChange,
  onEdit,
  onInitiativeDeleted,
  objectiveHref = (id) => `/app/objectives/${encodeURIComponent(id)}`,
  onNavigate,
  children,
}: InitiativeViewDialogProps) {
  const t = useGoalsT();
  // Embedded on its own (`@okr/goals/initiatives-board`), it reads the caller's flags itself.
  useCallerFlags();
  const api = useApiClient();
  const locale = useLocale();
  const enumLabel = useEnumLabel();
  const orgId = useOrgId();
  const query = useQuery(initiativeQueries.detail(api, orgId, initiativeId));
  const { names } = useMembers();
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteInitiative(initiativeId, { onDeleted: onInitiativeDeleted ?? (() => onOpenChange(false)) });
  const deleteDialog = useDeleteDialogProps(remove.isError ? remove.error : null);
  const initiative = query.data;
  const atRiskTasks = initiative?.tasks.filter((task) => task.status === 'At Risk').length ?? 0;

  return (
    <GoalsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={initiative?.name ?? t('goals.initiative.viewTitle')}
      maxWidth="1000px"
      className="okr-initiative-view"
    >
      <Flex direction="column" gap="4" data-state={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}>
        {query.isPending ? <SkeletonRows rows={4} height="60px" /> : null}
        {query.isError ? (
          isApiError(query.error) && query.error.status === 404 ? (
            <Text color="gray">{t('goals.initiative.notFound')}</Text>
          ) : (
            <ErrorState message={getErrorMessage(query.error, t('goals.initiative.loadError'))} onRetry={() => void query.refetch()} />
          )
        ) : null}
        {initiative ? (
          <>
            <Flex gap="2" wrap="wrap" align="center" justify="between">
              <Flex gap="2" wrap="wrap" align="center">
                <Badge highContrast color={initiativeStatusColor[initiative.status]}>{enumLabel(initiative.status)}</Badge>
                <Text size="2" color="gray">
                  {[
                    initiative.ownerId ? names.get(initiative.ownerId) : null,
                    initiative.startDate || initiative.endDate
                      ? `${formatDay(initiative.startDate, locale)} – ${formatDay(initiative.endDate, locale)}`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Flex>
              <Flex gap="2">
                {onEdit ? (
                  <GuardedButton domain="initiatives" action="update" variant="soft" onClick={onEdit}>
                    {t('goals.common.edit')}
                  </GuardedButton>
                ) : null}
                <GuardedButton domain="initiatives" action="delete" whenDenied="hide" variant="soft" color="red" onClick={() => setConfirm(true)}>
                  {t('goals.common.delete')}
                </GuardedButton>
              </Flex>
            </Flex>
            {initiative.needsAttention ? (
              <Callout.Root color="red" highContrast role="status">
                <Callout.Text>
                  {initiative.status === 'At Risk' && atRiskTasks === 0
                    ? t('goals.initiative.atRiskItself')
                    : atRiskTasks === 1
                      ? t('goals.initiative.atRiskTask')
                      : t('goals.initiative.atRiskTasks', { count: atRiskTasks })}
                </Callout.Text>
              </Callout.Root>
            ) : null}
            {initiative.description ? <Text as="p">{initiative.description}</Text> : null}
            <ProgressBar value={initiative.progress} label={t('goals.objective.progressOf', { title: initiative.name })} tone={initiative.progress >= 100 ? 'green' : 'accent'} />
            <section className="okr-initiative-serves" aria-labelledby={`${initiative.id}-serves`}>
              <Heading as="h3" size="2" id={`${initiative.id}-serves`} mb="1">
                {t('goals.links.serves')}
              </Heading>
              <ServedObjectives
                objectiveIds={initiative.objectiveIds}
                keyResultIds={initiative.keyResultIds}
                objectiveHref={objectiveHref}
                onNavigate={onNavigate}
              />
            </section>
            <TaskBoard initiativeId={initiative.id} tasks={initiative.tasks} />
            {children}
          </>
        ) : null}
      </Flex>
      <ConfirmDeleteDialog
        {...deleteDialog}
        open={confirm}
        onOpenChange={setConfirm}
        title={t('goals.initiative.deleteTitle')}
        question={t('goals.initiative.deleteBody', { name: initiative?.name ?? '' })}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </GoalsDialog>
  );
}
