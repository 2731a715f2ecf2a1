import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths, permissionDomains } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import type { DbSource } from '../lib/DbSource';
import { preparedSource } from '../lib/preparedSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiUrl, internalError } from '../lib/respond';
import { rolePermissionRoutes } from './rolePermissionRoutes';
import { roleRoutes } from './roleRoutes';

/** The name of the Custom role of `allDomainsUsed`. */
export const ALL_DOMAINS_ROLE_NAME = 'Auditor';

/** Each organization also has a Custom role holding a row for every domain (read only). */
function addAllDomainsRole(db: MockDb): void {
  for (const organization of db.organizations.all()) {
    const role = db.roles.insert({
      id: db.nextId('role'),
      name: ALL_DOMAINS_ROLE_NAME,
      description: 'Reads everything, changes nothing',
      roleType: 'Viewer',
      category: 'Custom',
      organizationId: organization.id,
      createdAt: db.now(),
    });
    for (const domainName of permissionDomains) {
      db.rolePermissions.insert({ id: db.nextId('perm'), roleId: role.id, domainName, canCreate: false, canRead: true, canUpdate: false, canDelete: false });
    }
  }
}

/** No permission row at all (the default Admin role keeps every flag by the Admin rule, as on the server). */
function removeAllPermissionRows(db: MockDb): void {
  db.rolePermissions.deleteWhere(() => true);
}

const roleList = apiUrl(apiPaths.roles.list);
const rolesOfOrganization = apiUrl(`${apiPaths.roles.list}/organization/:orgId`);
const permissionList = apiUrl(apiPaths.rolePermissions.list);
const permissionById = apiUrl(`${apiPaths.rolePermissions.list}/:id`);

/** Scenarios of the Roles and Role Permissions tabs, over the same routes as the defaults. */
export function roleScenarios(source: DbSource, others: HttpHandler[]) {
  const routes = (from: DbSource) => [...Object.values(roleRoutes(from)), ...Object.values(rolePermissionRoutes(from))];
  const all = [...routes(source), ...others];
  return {
    /** Listing roles and permission rows stays pending. */
    rolesSlow: [http.get(roleList, neverAnswer), http.get(rolesOfOrganization, neverAnswer), http.get(permissionList, neverAnswer), ...all],
    /** Listing roles fails with the API's real 500 answer. */
    rolesError: [http.get(roleList, internalError), http.get(rolesOfOrganization, internalError), ...all],
    /**
     * The role list is empty. The API always has the three Application roles, so no real
     * organization answers this: it is the spec's 'No roles yet' state, kept for partners' own data.
     */
    rolesEmpty: [http.get(roleList, () => HttpResponse.json([])), http.get(rolesOfOrganization, () => HttpResponse.json([])), ...all],
    /** Listing permission rows fails with the API's real 500 answer. */
    permissionsError: [http.get(permissionList, internalError), ...all],
    /** No permission rows in the db (the Admin rule still lets the default Admin in). */
    permissionsEmpty: [...routes(preparedSource(source, removeAllPermissionRows)), ...others],
    /** Saving a permission row fails with the API's real 500 answer (the switch rolls back). */
    permissionSaveError: [http.patch(permissionById, internalError), ...all],
    /** A Custom role 'Auditor' holds a row for every domain: nothing is left to create for it. */
    allDomainsUsed: [...routes(preparedSource(source, addAllDomainsRole)), ...others],
  } satisfies Record<string, HttpHandler[]>;
}
