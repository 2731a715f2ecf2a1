// Entry point `@okr/goals/routes`: the /app screens as react-router route elements, each modal
// addressable by URL (a reload or a shared link lands on the same modal). The host mounts them
// under `/app`; everything else in the package works without a router.
import { useCallback, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  commentIdOfHash,
  initiativeCreatePage,
  initiativeEditPage,
  initiativePage,
  initiativesPage,
  keyResultEditPage,
  objectiveCreatePage,
  objectiveEditPage,
  objectivePage,
  objectivesPage,
  objectiveStatuses,
  objectiveTypes,
  settingsPage,
} from '@okr/contract';
import type { ObjectiveStatus, ObjectiveType } from '@okr/contract';
import { GoalsDashboard } from './dashboard/GoalsDashboard';
import { MyWeek } from './week/MyWeek';
import { InitiativeEditDialog } from './initiatives/InitiativeEditDialog';
import { InitiativeFormDialog } from './initiatives/InitiativeFormDialog';
import { InitiativesBoard } from './initiatives/InitiativesBoard';
import { CommentsThread } from './comments/CommentsThread';
import { InitiativeViewDialog } from './initiatives/InitiativeViewDialog';
import { ForbiddenDialog, RequirePermission, usePermission } from './lib/PermissionGate';
import { useGoalsT } from './lib/useGoalsT';
import { ObjectiveDetailScreen } from './ObjectiveDetailScreen';
import type { ObjectiveDialog } from './ObjectiveDetailScreen';
import type { ObjectiveFilters } from './objectives/api';
import { ObjectivesList } from './objectives/ObjectivesList';
import { ObjectiveStepper } from './objectives/ObjectiveStepper';
import { UsersList } from './users/UsersList';

/** The plans: the settings' billing tab. */
const plansHref = () => settingsPage.href('billing');

const filterKeys = ['status', 'type', 'ownerId', 'impactCategory', 'operationalArea', 'strategicAxis', 'q'] as const;

/** The list's filters live in the query string, so a filtered list can be shared and survives a reload. */
function useFiltersInUrl(): [ObjectiveFilters, (next: ObjectiveFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const out: ObjectiveFilters = {};
    for (const key of filterKeys) {
      const value = params.get(key);
      if (!value) continue;
      if (key === 'status' && !(objectiveStatuses as readonly string[]).includes(value)) continue;
      if (key === 'type' && !(objectiveTypes as readonly string[]).includes(value)) continue;
      if (key === 'status') out.status = value as ObjectiveStatus;
      else if (key === 'type') out.type = value as ObjectiveType;
      else out[key] = value;
    }
    return out;
  }, [params]);
  const set = useCallback(
    (next: ObjectiveFilters) => {
      // Only the filters' own keys change: the rest of the address (the shell's `?period=`) stays.
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          for (const key of filterKeys) {
            const value = next[key];
            if (value) search.set(key, value);
            else search.delete(key);
          }
          return search;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filters, set];
}

/** `/app`: the goals dashboard. */
export function DashboardRoute() {
  const navigate = useNavigate();
  return <GoalsDashboard onNavigate={(href) => navigate(href)} onCreateObjective={() => navigate(objectiveCreatePage.href())} />;
}

/** `/app/week`: what needs the person this week, across their organizations. */
export function MyWeekRoute() {
  const navigate = useNavigate();
  return <MyWeek onNavigate={(href) => navigate(href)} />;
}

/** `/app/objectives` and its children: the list stays under the create stepper; the detail replaces it. */
export function ObjectivesRoute() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [filters, setFilters] = useFiltersInUrl();
  const rest = pathname.slice(objectivesPage.path.length).replace(/^\/|\/$/g, '');
  const showsList = rest === '' || rest === 'create';
  if (!showsList) return <Outlet />;
  return (
    <>
      <ObjectivesList
        filters={filters}
        onFiltersChange={setFilters}
        onOpenObjective={(objective) => navigate(objectivePage.href(objective.id))}
        hrefOf={(objective) => objectivePage.href(objective.id)}
        onCreateObjective={() => navigate(objectiveCreatePage.href() + search)}
        objectiveHref={objectivePage.href}
        onNavigate={(href) => navigate(href)}
      />
      <Outlet />
    </>
  );
}

/** `/app/objectives/create`: the four-step stepper over the list. */
export function ObjectiveCreateRoute() {
  const t = useGoalsT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const back = () => navigate(objectivesPage.href() + search);
  // A role without objectives:create never sees the stepper: it is told so and led back.
  return (
    <RequirePermission
      domain="objectives"
      action="create"
      title={t('goals.stepper.title')}
      message={t('goals.forbidden.createObjective')}
      backLabel={t('goals.forbidden.backToObjectives')}
      onBack={back}
    >
      <ObjectiveStepper
        open
        onOpenChange={(open) => !open && back()}
        onObjectiveCreated={(objective) => navigate(objectivePage.href(objective.id), { replace: true })}
      />
    </RequirePermission>
  );
}

/** The comment a notification's link points at (`#comment-<id>`, and `keyResult=<id>` when on a key result). */
function useFocusedComment(): { commentId: string; keyResultId: string | null } | undefined {
  const { hash } = useLocation();
  const [params] = useSearchParams();
  const commentId = commentIdOfHash(hash);
  return commentId ? { commentId, keyResultId: params.get('keyResult') } : undefined;
}

/** The key result a link points at without a comment (`keyResult=<id>`: My week, a check-in reminder). */
function useFocusedKeyResult(focusComment: { commentId: string } | undefined): string | null {
  const [params] = useSearchParams();
  return focusComment ? null : params.get('keyResult');
}

function useObjectiveDialog(): ObjectiveDialog {
  const { pathname } = useLocation();
  const { keyResultId } = useParams();
  if (keyResultId) return { kind: 'editKeyResult', keyResultId };
  if (pathname.endsWith('/edit')) return { kind: 'edit' };
  return null;
}

/** `/app/objectives/{id}`, `{id}/edit` and `{id}/key-results/{keyResultId}/edit`. */
export function ObjectiveDetailRoute() {
  const t = useGoalsT();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const routed = useObjectiveDialog();
  const focusComment = useFocusedComment();
  const focusKeyResultId = useFocusedKeyResult(focusComment);
  // Adding a key result is a quick dialog of the page, not an address of its own.
  const [adding, setAdding] = useState(false);
  const base = objectivePage.href(id);
  // An edit address opened by a role without the update flag shows the read-only dialog instead.
  const mayEditObjective = usePermission('objectives', 'update');
  const mayEditKeyResult = usePermission('key_results', 'update');
  const permission = routed?.kind === 'editKeyResult' ? mayEditKeyResult : routed?.kind === 'edit' ? mayEditObjective : 'allowed';
  const forbidden =
    routed && permission !== 'allowed' ? (
      <ForbiddenDialog
        pending={permission === 'pending'}
        title={routed.kind === 'editKeyResult' ? t('goals.keyResult.editTitle') : t('goals.objective.editTitle')}
        message={routed.kind === 'editKeyResult' ? t('goals.forbidden.editKeyResult') : t('goals.forbidden.editObjective')}
        backLabel={t('goals.forbidden.backToObjective')}
        onBack={() => navigate(base)}
      />
    ) : null;
  return (
    <>
      {forbidden}
      <ObjectiveDetailScreen
        objectiveId={id}
        dialog={adding ? { kind: 'addKeyResult' } : forbidden ? null : routed}
        onDialogChange={(next) => {
          if (next?.kind === 'addKeyResult') return setAdding(true);
          setAdding(false);
          if (!next) {
            if (routed) navigate(base);
          } else if (next.kind === 'edit') navigate(objectiveEditPage.href(id));
          else navigate(keyResultEditPage.href(id, next.keyResultId));
        }}
        onBack={() => navigate(objectivesPage.href())}
        backHref={objectivesPage.href()}
        objectiveHref={objectivePage.href}
        initiativeHref={initiativePage.href}
        plansHref={plansHref()}
        focusComment={focusComment}
        focusKeyResultId={focusKeyResultId}
        onNavigate={(href) => navigate(href)}
        onObjectiveDeleted={() => navigate(objectivesPage.href(), { replace: true })}
      />
    </>
  );
}

/** `/app/initiatives` and its modals (create, view, edit) over the board. */
export function InitiativesRoute() {
  const navigate = useNavigate();
  return (
    <>
      <InitiativesBoard
        onOpenInitiative={(initiative) => navigate(initiativePage.href(initiative.id))}
        hrefOf={(initiative) => initiativePage.href(initiative.id)}
        onCreateInitiative={() => navigate(initiativeCreatePage.href())}
      />
      <Outlet />
    </>
  );
}

export function InitiativeCreateRoute() {
  const t = useGoalsT();
  const navigate = useNavigate();
  return (
    <RequirePermission
      domain="initiatives"
      action="create"
      title={t('goals.initiative.createTitle')}
      message={t('goals.forbidden.createInitiative')}
      backLabel={t('goals.forbidden.backToInitiatives')}
      onBack={() => navigate(initiativesPage.href())}
    >
      <InitiativeFormDialog
        open
        onOpenChange={(open) => !open && navigate(initiativesPage.href())}
        onInitiativeCreated={(initiative) => navigate(initiativePage.href(initiative.id), { replace: true })}
        onViewPlans={() => navigate(plansHref())}
        plansHref={plansHref()}
      />
    </RequirePermission>
  );
}

export function InitiativeViewRoute() {
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const focusComment = useFocusedComment();
  return (
    <InitiativeViewDialog
      initiativeId={id}
      open
      onOpenChange={(open) => !open && navigate(initiativesPage.href())}
      onEdit={() => navigate(initiativeEditPage.href(id))}
      onInitiativeDeleted={() => navigate(initiativesPage.href(), { replace: true })}
      objectiveHref={objectivePage.href}
      onNavigate={(href) => navigate(href)}
    >
      <CommentsThread target="initiatives" id={id} headingAs="h3" focusCommentId={focusComment?.commentId} />
    </InitiativeViewDialog>
  );
}

export function InitiativeEditRoute() {
  const t = useGoalsT();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  return (
    <RequirePermission
      domain="initiatives"
      action="update"
      title={t('goals.initiative.editTitle')}
      message={t('goals.forbidden.editInitiative')}
      backLabel={t('goals.forbidden.backToInitiative')}
      onBack={() => navigate(initiativePage.href(id))}
    >
      <InitiativeEditDialog
        initiativeId={id}
        open
        onOpenChange={(open) => !open && navigate(initiativePage.href(id))}
        onInitiativeUpdated={() => navigate(initiativePage.href(id), { replace: true })}
      />
    </RequirePermission>
  );
}

/** `/app/users`. */
export function UsersRoute() {
  const navigate = useNavigate();
  return <UsersList onNavigate={(href) => navigate(href)} />;
}
