import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths, missingPermissionMessage } from '@okr/contract';
import { CreateRoleRequest, Role, UpdateRoleRequest } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { membershipOf } from '../db/organizations';
import type { RoleRecord } from '../db/records';
import { hasPermission } from '../db/roles';
import { apiUrl, arrayOf, callerResolver, fail, guardedCaller, noContent, readBody, respond } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';

const paths = apiPaths.roles;
const byId = apiUrl(`${paths.list}/:id`);
const byOrganization = apiUrl(`${paths.list}/organization/:orgId`);

/** The organization's Application and Custom roles, oldest first (the API's order). */
export function organizationRoles(db: MockDb, organizationId: string): RoleRecord[] {
  return db.roles
    .filter((role) => role.organizationId === organizationId && role.category !== 'System')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name));
}

export function findRole(db: MockDb, organizationId: string, id: string): RoleRecord {
  const role = db.roles.get(id);
  if (!role || role.organizationId !== organizationId || role.category === 'System') return fail('NOT_FOUND', 'Role not found');
  return role;
}

function assertNameFree(db: MockDb, organizationId: string, name: string, exceptId?: string): void {
  const taken = db.roles.find(
    (role) => role.organizationId === organizationId && role.id !== exceptId && role.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) fail('CONFLICT', `A role named "${name}" already exists in this organization`);
}

/** The role calls of product-spec §7 "Roles", as the API behaves. */
export function roleRoutes(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));

  const list = http.get(apiUrl(paths.list), ({ request }) => {
    const { db, organizationId } = guarded(request, 'settings', 'read');
    return respond(arrayOf(Role), organizationRoles(db, organizationId));
  });

  const listByOrganization = http.get(byOrganization, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'read', String(params.orgId));
    return respond(arrayOf(Role), organizationRoles(db, organizationId));
  });

  const get = http.get(byId, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'read');
    return respond(Role, findRole(db, organizationId, String(params.id)));
  });

  const create = http.post(apiUrl(paths.list), async ({ request }) => {
    const { db, user, organizationId: current } = guarded(request, 'settings', 'create');
    const body = await readBody(request, CreateRoleRequest);
    const organizationId = body.organizationId ?? current;
    if (organizationId !== current) {
      if (!db.organizations.get(organizationId) || !membershipOf(db, user.id, organizationId)) {
        fail('NOT_FOUND', 'Organization not found');
      }
      if (!hasPermission(db, user.id, organizationId, 'settings', 'canCreate')) {
        fail('FORBIDDEN', missingPermissionMessage('settings', 'create'));
      }
    }
    if (body.roleType === 'SuperAdmin') fail('RULE_VIOLATION', 'SuperAdmin cannot be assigned inside an organization');
    if (body.category !== 'Custom') fail('RULE_VIOLATION', 'Only Custom roles can be created');
    assertNameFree(db, organizationId, body.name);
    const role = db.roles.insert({
      id: db.nextId('role'),
      name: body.name,
      description: body.description || null,
      roleType: body.roleType,
      category: 'Custom',
      organizationId,
      createdAt: db.now(),
    });
    return respond(Role, role, 201);
  });

  const update = http.patch(byId, async ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'update');
    const body = await readBody(request, UpdateRoleRequest);
    const role = findRole(db, organizationId, String(params.id));
    if (body.category !== undefined && body.category !== role.category) fail('RULE_VIOLATION', 'Role category cannot be changed');
    if (role.category !== 'Custom') fail('RULE_VIOLATION', 'System and Application roles cannot be edited');
    if (body.name !== undefined) assertNameFree(db, organizationId, body.name, role.id);
    const updated = db.roles.update(role.id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.description !== undefined && { description: body.description || null }),
    });
    return respond(Role, updated ?? role);
  });

  const remove = http.delete(byId, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'settings', 'delete');
    const role = findRole(db, organizationId, String(params.id));
    if (role.category !== 'Custom') fail('RULE_VIOLATION', 'System and Application roles cannot be deleted');
    db.rolePermissions.deleteWhere((row) => row.roleId === role.id);
    db.userRoles.deleteWhere((row) => row.roleId === role.id);
    db.roles.deleteWhere((row) => row.id === role.id);
    return noContent();
  });

  // `/roles/organization/:orgId` before `/roles/:id`.
  return { list, listByOrganization, get, create, update, remove } satisfies Record<string, HttpHandler>;
}
