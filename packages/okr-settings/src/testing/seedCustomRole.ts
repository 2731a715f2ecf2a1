import type { PermissionDomain, Role } from '@okr/contract';
import { demoIds, getActiveMockDb } from '@okr/mocks';

/** A Custom role of the demo organization Acme, with empty permission rows for `domains`. */
export function seedCustomRole(name: string, domains: PermissionDomain[] = []): Role {
  const db = getActiveMockDb();
  const role = db.roles.insert({
    id: db.nextId('role'),
    name,
    description: null,
    roleType: 'Admin',
    category: 'Custom',
    organizationId: demoIds.organizations.acme,
    createdAt: db.now(),
  });
  for (const domainName of domains) {
    db.rolePermissions.insert({ id: db.nextId('perm'), roleId: role.id, domainName, canCreate: false, canRead: false, canUpdate: false, canDelete: false });
  }
  return role;
}
