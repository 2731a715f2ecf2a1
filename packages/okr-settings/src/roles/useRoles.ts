import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CreateRoleRequest, Role, UpdateRoleRequest } from '@okr/contract';
import type { ApiError, PanelState } from '@okr/core';
import { panelStateOf } from '@okr/core';
import { apiErrorOf, asIs, panelActionOf } from '../lib/panels/panelAction';
import type { PanelAction } from '../lib/panels/panelAction';
import { useCallerPanel } from '../lib/panels/useCallerPanel';
import { isListedRole, rolesQuery, useCreateRole, useDeleteRole, useUpdateRole } from './api';
import { rolesCanOf } from './rolesCanOf';
import type { RolesCan } from './rolesCanOf';

/** A role's new name and description; the category is sent unchanged (the server answers 422 otherwise). */
export type UpdateRoleInput = UpdateRoleRequest & { id: string };

export interface RolesModel {
  /** The roles table's `data-state`, the same words. */
  state: PanelState;
  /** The organization's Application and Custom roles (spec §6: System roles are never listed); empty until loaded. */
  roles: Role[];
  /** The failure behind `error` or `forbidden` (the server's `{message, code}`), else null. */
  error: ApiError | null;
  can: RolesCan;
  /** `POST /roles`: a Custom role. */
  create: PanelAction<CreateRoleRequest, Role>;
  /** `PATCH /roles/{id}`: the role as the server stored it. */
  update: PanelAction<UpdateRoleInput, Role>;
  /** `DELETE /roles/{id}`: its permission rows and its members' grants go with it. */
  remove: PanelAction<Role, Role>;
  /** Load the list again (after `error`). */
  retry: () => void;
}


/** The Roles tab (spec §2) without a view: the roles, what the caller may do with them, and the actions. */
export function useRoles(): RolesModel {
  const { api, orgId, can } = useCallerPanel(rolesCanOf);
  const query = useQuery(rolesQuery(api, orgId));
  const roles = useMemo(() => query.data?.filter(isListedRole), [query.data]);
  const create = useCreateRole(orgId);
  const update = useUpdateRole(orgId);
  const remove = useDeleteRole(orgId);
  return {
    state: panelStateOf({ hasData: roles !== undefined, isEmpty: roles?.length === 0, error: query.error }),
    roles: roles ?? [],
    error: roles === undefined && query.error ? apiErrorOf(query.error) : null,
    can,
    create: panelActionOf(create, asIs<CreateRoleRequest>),
    update: panelActionOf(update, asIs<UpdateRoleInput>),
    remove: panelActionOf(remove, asIs<Role>),
    retry: () => void query.refetch(),
  };
}
