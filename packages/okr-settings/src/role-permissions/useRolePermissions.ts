import { useQuery } from '@tanstack/react-query';
import type { CreateRolePermissionRequest, Role, RolePermission } from '@okr/contract';
import type { ApiError, PanelState } from '@okr/core';
import { panelStateOf } from '@okr/core';
import { rolesQuery } from '../lib/roleQueries';
import { apiErrorOf, asIs, panelActionOf } from '../lib/panels/panelAction';
import type { PanelAction } from '../lib/panels/panelAction';
import { useCallerPanel } from '../lib/panels/useCallerPanel';
import { useConcurrentPanelAction } from '../lib/panels/useConcurrentPanelAction';
import { rolePermissionsQuery, useCreateRolePermission, useDeleteRolePermission, useUpdateRolePermission } from './api';
import type { UpdateRolePermissionInput } from './api';
import { rolePermissionsCanOf } from './rolePermissionsCanOf';
import type { RolePermissionsCan } from './rolePermissionsCanOf';

export interface RolePermissionsModel {
  /** The matrix's `data-state`, the same words. */
  state: PanelState;
  /** Every permission row of the organization's roles; empty until loaded. */
  rows: RolePermission[];
  /** Every role the organization answers (System ones too: they name their rows); empty until loaded. */
  roles: Role[];
  /** The failure behind `error` or `forbidden` (the server's `{message, code}`), else null. */
  error: ApiError | null;
  can: RolePermissionsCan;
  /**
   * A switch: optimistic (the row changes at once, a failure puts back the flags it changed); several may
   * be in flight and each call hears its own answer; `run` keeps its identity.
   */
  toggle: PanelAction<UpdateRolePermissionInput, RolePermission>;
  /** `POST /role-permissions`: a row for a domain the role has none for. */
  create: PanelAction<CreateRolePermissionRequest, RolePermission>;
  /** `PATCH /role-permissions/{id}` with only the changed flags (the edit dialog). */
  update: PanelAction<UpdateRolePermissionInput, RolePermission>;
  /** `DELETE /role-permissions/{id}`. */
  remove: PanelAction<RolePermission, RolePermission>;
  /** Load what failed again (after `error`). */
  retry: () => void;
}
const sameUpdate = asIs<UpdateRolePermissionInput>;

/** The Role Permissions tab (spec §2) without a view: the role × domain rows, the caller's answers, and the actions. */
export function useRolePermissions(): RolePermissionsModel {
  const { api, orgId, can } = useCallerPanel(rolePermissionsCanOf);
  const roles = useQuery(rolesQuery(api, orgId));
  const rows = useQuery(rolePermissionsQuery(api, orgId));
  const toggle = useUpdateRolePermission(orgId);
  const update = useUpdateRolePermission(orgId);
  const create = useCreateRolePermission(orgId);
  const remove = useDeleteRolePermission(orgId);
  const hasData = rows.data !== undefined && roles.data !== undefined;
  const failure = rows.error ?? roles.error;
  return {
    state: panelStateOf({ hasData, isEmpty: rows.data?.length === 0, error: failure }),
    rows: rows.data ?? [],
    roles: roles.data ?? [],
    error: !hasData && failure ? apiErrorOf(failure) : null,
    can,
    toggle: useConcurrentPanelAction(toggle, sameUpdate),
    create: panelActionOf(create, asIs<CreateRolePermissionRequest>),
    update: panelActionOf(update, sameUpdate),
    remove: panelActionOf(remove, asIs<RolePermission>),
    retry: () => {
      if (roles.isError) void roles.refetch();
      if (rows.isError) void rows.refetch();
    },
  };
}
