import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths, isLockedAdminRole } from '@okr/contract';
import { CreateRolePermissionRequest, RolePermission, UpdateRolePermissionRequest } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import type { RolePermissionRecord, RoleRecord } from '../db/records';
import { apiUrl, arrayOf, callerResolver, fail, guardedCaller, noContent, readBody, respond } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';
import { findRole, organizationRoles } from './roleRoutes';

const paths = apiPaths.rolePermissions;
const byId = apiUrl(`${paths.list}/:id`);
const byRole = apiUrl(`${paths.list}/by-role/:roleId`);
const LOCKED = 'Admin permissions are locked';

/** The API's order: by role (oldest first), then domain name. */
function rowsOf(db: MockDb, roles: RoleRecord[]): RolePermissionRecord[] {
  return roles.flatMap((role) =>
    db.rolePermissions.filter((row) => row.roleId === role.id).sort((a, b) => a.domainName.localeCompare(b.domainName)),
  );
}

function findRow(db: MockDb, organizationId: string, id: string): { row: RolePermissionRecord; role: RoleRecord } {
  const row = db.rolePermissions.get(id);
  const role = row && db.roles.get(row.roleId);
  if (!row || !role || role.organizationId !== organizationId) return fail('NOT_FOUND', 'Role permission not found');
  return { row, role };
}

/** The role permission calls of product-spec §7 "Role permissions", as the API behaves. */
export function rolePermissionRoutes(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));

  const list = http.get(apiUrl(paths.list), ({ request }) => {
    const { db, organizationId } = guarded(request, 'settings', 'read');
    return respond(arrayOf(RolePermission), rowsOf(db, organizationRoles(db, organizationId)));
  });

  const listByRole = http.get(byRole, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'read');
    return respond(arrayOf(RolePermission), rowsOf(db, [findRole(db, organizationId, String(params.roleId))]));
  });

  const get = http.get(byId, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'read');
    return respond(RolePermission, findRow(db, organizationId, String(params.id)).row);
  });

  const create = http.post(apiUrl(paths.list), async ({ request }) => {
    const { db, organizationId } = guarded(request, 'settings', 'create');
    const body = await readBody(request, CreateRolePermissionRequest);
    const role = findRole(db, organizationId, body.roleId);
    if (isLockedAdminRole(role)) fail('RULE_VIOLATION', LOCKED);
    if (db.rolePermissions.find((row) => row.roleId === role.id && row.domainName === body.domainName)) {
      fail('CONFLICT', `The role ${role.name} already has permissions for ${body.domainName}`);
    }
    return respond(RolePermission, db.rolePermissions.insert({ id: db.nextId('perm'), ...body, roleId: role.id }), 201);
  });

  const update = http.patch(byId, async ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'update');
    const body = await readBody(request, UpdateRolePermissionRequest);
    const { row, role } = findRow(db, organizationId, String(params.id));
    if (isLockedAdminRole(role)) fail('RULE_VIOLATION', LOCKED);
    return respond(RolePermission, db.rolePermissions.update(row.id, body) ?? row);
  });

  const remove = http.delete(byId, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'delete');
    const { row, role } = findRow(db, organizationId, String(params.id));
    if (isLockedAdminRole(role)) fail('RULE_VIOLATION', LOCKED);
    db.rolePermissions.deleteWhere((candidate) => candidate.id === row.id);
    return noContent();
  });

  // `/by-role/:roleId` before `/:id`.
  return { list, listByRole, get, create, update, remove } satisfies Record<string, HttpHandler>;
}
