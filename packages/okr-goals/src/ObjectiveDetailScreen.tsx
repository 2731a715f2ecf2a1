import { Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { isoDay, keyResultRisk, expectedProgress } from '@okr/contract';
import type { CheckInCreated, KeyResult, Objective } from '@okr/contract';
import { ConfirmDeleteDialog, cx, EmptyState, ErrorState, getErrorMessage, isApiError, SkeletonRows, useApiClient } from '@okr/core';
import { useState } from 'react';
import { CheckInPanel } from './check-ins/CheckInPanel';
import { CommentsThread } from './comments/CommentsThread';
import { KeyResultCard } from './key-results/KeyResultCard';
import { KeyResultEditDialog } from './key-results/KeyResultEditDialog';
import { keyResultElementId } from './key-results/keyResultElementId';
import { GuardedButton } from './lib/GuardedButton';
import { useMembers } from './lib/members';
import { useGoalsT } from './lib/useGoalsT';
import { useDeleteDialogProps } from './lib/useDeleteDialogProps';
import { useFocusElementOnce } from './lib/useFocusElementOnce';
import { useOrgId } from './lib/useOrgId';
import { objectiveQueries, useDeleteObjective } from './objectives/api';
import { ObjectiveEditDialog } from './objectives/ObjectiveEditDialog';
import { AlignedTo, ObjectiveRelations } from './ObjectiveRelations';
import { ObjectiveSummary } from './objectives/ObjectiveSummary';
import { RolledOverFromLink } from './objectives/RolledOverFromLink';
import { useCallerFlags } from './lib/useCallerFlags';

export type ObjectiveDialog = { kind: 'edit' } | { kind: 'editKeyResult'; keyResultId: string } | { kind: 'addKeyResult' } | null;

export interface ObjectiveDetailScreenProps {
  objectiveId: string;
  /** Which dialog is open; controlled by the host's route (`/edit`, `/key-results/{id}/edit`) or left to the screen. */
  dialog?: ObjectiveDialog;
  onDialogChange?: (dialog: ObjectiveDialog) => void;
  onBack?: () => void;
  backHref?: string;
  onCheckIn?: (checkIn: CheckInCreated) => void;
  onObjectiveUpdated?: (objective: Objective) => void;
  onObjectiveDeleted?: () => void;
  onKeyResultSaved?: (keyResult: KeyResult) => void;
  /** Where another objective (its parent, those aligned under it) lives; default `/app/objectives/{id}`. */
  objectiveHref?: (id: string) => string;
  /** Where an initiative serving it lives; default `/app/initiatives/{id}`. */
  initiativeHref?: (id: string) => string;
  /** Follows those links in the host's router instead of a page load. */
  onNavigate?: (href: string) => void;
  /** Where "See plans" goes when an initiative added from this page passes the plan's limit. */
  plansHref?: string;
  /**
   * The comment the address points at (a notification's `#comment-<id>`, with `keyResult=<id>` when
   * it is on a key result): that key result opens on its comments, and the comment is focused.
   */
  focusComment?: { commentId: string; keyResultId?: string | null };
  /**
   * The key result the address points at without a comment (`?keyResult=<id>`: My week's items, a
   * check-in reminder): brought into view and focused once the page shows it.
   */
  focusKeyResultId?: string | null;
  className?: string;
}

/** An objective with its key results, each with its check-in form, history and chart. */
export function ObjectiveDetailScreen({
  objectiveId,
  dialog: controlled,
  onDialogChange,
  onBack,
  backHref,
  onCheckIn,
  onObjectiveUpdated,
  onObjectiveDeleted,
  onKeyResultSaved,
  objectiveHref = (id) => `/app/objectives/${encodeURIComponent(id)}`,
  initiativeHref = (id) => `/app/initiatives/${encodeURIComponent(id)}`,
  onNavigate,
  plansHref,
  focusComment,
  focusKeyResultId,
  className,
}: ObjectiveDetailScreenProps) {
  const t = useGoalsT();
  useCallerFlags();
  const api = useApiClient();
  const orgId = useOrgId();
  const query = useQuery(objectiveQueries.detail(api, orgId, objectiveId));
  const { names } = useMembers();
  const [own, setOwn] = useState<ObjectiveDialog>(null);
  const dialog = controlled === undefined ? own : controlled;
  const setDialog = (next: ObjectiveDialog) => (onDialogChange ? onDialogChange(next) : setOwn(next));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteObjective(objectiveId, { onDeleted: onObjectiveDeleted ?? onBack });
  const deleteDialog = useDeleteDialogProps(remove.isError ? remove.error : null);
  useFocusElementOnce(focusKeyResultId ? keyResultElementId(focusKeyResultId) : null, query.isSuccess);

  const state = query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  const back =
    onBack || backHref ? (
      <Link
        href={backHref ?? '#'}
        size="2"
        onClick={(event) => {
          if (!onBack) return;
          event.preventDefault();
          onBack();
        }}
      >
        ← {t('goals.objectives.back')}
      </Link>
    ) : null;

  if (query.isPending) {
    return (
      <Flex direction="column" gap="3" className={cx('okr-objective-detail', className)} data-state={state}>
        {back}
        <SkeletonRows rows={1} height="40px" />
        <SkeletonRows rows={3} height="120px" />
      </Flex>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Flex direction="column" gap="3" className={cx('okr-objective-detail', className)} data-state="error">
        {back}
        {notFound ? (
          <EmptyState title={t('goals.objective.notFound')} description={t('goals.objective.notFoundHint')} />
        ) : (
          <ErrorState message={getErrorMessage(query.error, t('goals.objective.loadError'))} onRetry={() => void query.refetch()} />
        )}
      </Flex>
    );
  }

  const objective = query.data;
  const today = isoDay();
  const editingKeyResult = dialog?.kind === 'editKeyResult' ? objective.keyResults.find((kr) => kr.id === dialog.keyResultId) : undefined;

  return (
    <Flex direction="column" gap="5" className={cx('okr-objective-detail', className)} data-state={state}>
      <ObjectiveSummary
        objective={objective}
        back={back}
        aligned={
          <>
            <RolledOverFromLink objective={objective} objectiveHref={objectiveHref} onNavigate={onNavigate} />
            <AlignedTo objective={objective} objectiveHref={objectiveHref} onNavigate={onNavigate} />
          </>
        }
        ownerName={objective.ownerId ? names.get(objective.ownerId) : undefined}
        expected={objective.status === 'Active' ? expectedProgress(objective.startDate, objective.endDate, today) : null}
        actions={
          <>
            <GuardedButton domain="objectives" action="update" variant="soft" onClick={() => setDialog({ kind: 'edit' })}>
              {t('goals.common.edit')}
            </GuardedButton>
            <GuardedButton domain="objectives" action="delete" whenDenied="hide" variant="soft" color="red" onClick={() => setConfirmDelete(true)}>
              {t('goals.common.delete')}
            </GuardedButton>
          </>
        }
      />
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center">
          <Heading as="h2" size="4">
            {t('goals.keyResults.title', { count: objective.keyResults.length })}
          </Heading>
          <GuardedButton domain="key_results" action="create" variant="soft" onClick={() => setDialog({ kind: 'addKeyResult' })}>
            {t('goals.keyResults.add')}
          </GuardedButton>
        </Flex>
        {objective.keyResults.length === 0 ? (
          <EmptyState title={t('goals.keyResults.empty')} description={t('goals.keyResults.emptyHint')} />
        ) : null}
        {objective.keyResults.map((keyResult) => {
          const risk = keyResultRisk(keyResult, objective, today);
          return (
            <KeyResultCard
              key={keyResult.id}
              keyResult={keyResult}
              ownerName={keyResult.ownerId ? names.get(keyResult.ownerId) : undefined}
              expected={objective.status === 'Active' ? risk.expected : null}
              atRisk={risk.atRisk}
              actions={
                <GuardedButton
                  domain="key_results"
                  action="update"
                  whenDenied="hide"
                  size="1"
                  variant="ghost"
                  onClick={() => setDialog({ kind: 'editKeyResult', keyResultId: keyResult.id })}
                  aria-label={t('goals.keyResult.editNamed', { title: keyResult.title })}
                >
                  {t('goals.common.edit')}
                </GuardedButton>
              }
            >
              <CheckInPanel
                keyResult={keyResult}
                authorNames={names}
                onCheckIn={onCheckIn}
                comments={
                  <CommentsThread
                    target="key-results"
                    id={keyResult.id}
                    headingAs="h4"
                    focusCommentId={focusComment?.keyResultId === keyResult.id ? focusComment.commentId : null}
                  />
                }
                defaultTab={focusComment?.keyResultId === keyResult.id ? 'comments' : undefined}
              />
            </KeyResultCard>
          );
        })}
      </Flex>

      <ObjectiveRelations objective={objective} objectiveHref={objectiveHref} initiativeHref={initiativeHref} plansHref={plansHref} onNavigate={onNavigate} />
      <CommentsThread target="objectives" id={objective.id} focusCommentId={focusComment && !focusComment.keyResultId ? focusComment.commentId : null} />

      {dialog?.kind === 'edit' ? (
        <ObjectiveEditDialog objective={objective} open onOpenChange={(open) => !open && setDialog(null)} onObjectiveUpdated={onObjectiveUpdated} />
      ) : null}
      {dialog?.kind === 'addKeyResult' ? (
        <KeyResultEditDialog objectiveId={objective.id} open onOpenChange={(open) => !open && setDialog(null)} onSaved={onKeyResultSaved} />
      ) : null}
      {dialog?.kind === 'editKeyResult' && editingKeyResult ? (
        <KeyResultEditDialog
          keyResult={editingKeyResult}
          objectiveId={objective.id}
          open
          onOpenChange={(open) => !open && setDialog(null)}
          onSaved={onKeyResultSaved}
        />
      ) : null}
      {dialog?.kind === 'editKeyResult' && !editingKeyResult ? (
        <Text color="red" role="alert">
          {t('goals.keyResult.notFound')}
        </Text>
      ) : null}

      <ConfirmDeleteDialog
        {...deleteDialog}
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('goals.objective.deleteTitle')}
        question={t('goals.objective.deleteBody', { title: objective.title })}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </Flex>
  );
}
