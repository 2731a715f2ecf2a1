import { defaultRolePermissions, permissionDomains } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { createMockDb } from './createMockDb';
import { demoIds } from './demoSeed';
import { createEmptyMockDb } from './MockDb';
import { createOrganization, currentOrganizationOf, deleteOrganization, organizationsOfUser } from './organizations';
import { hasPermission, rolesInOrganization } from './roles';
import { rotateRefreshToken, sessionForAccessToken } from './sessions';
import { createUser, toUser } from './users';

const { users, organizations } = demoIds;

describe('createMockDb', () => {
  it('seeds the demo accounts and their organizations', () => {
    const db = createMockDb();
    const admin = db.users.get(users.admin);
    expect(admin?.email).toBe('admin@demo.okr');
    expect(organizationsOfUser(db, users.admin).map((org) => org.name)).toEqual(['Acme Corp', 'Globex']);
    expect(db.memberships.find((row) => row.userId === users.admin && row.organizationId === organizations.acme)?.membershipType).toBe('Owner');
    expect(rolesInOrganization(db, users.admin, organizations.globex).map((role) => role.roleType)).toEqual(['Editor']);
    expect(toUser(db, db.users.get(users.superAdmin)!, null).roles).toMatchObject([{ roleType: 'SuperAdmin', category: 'System' }]);
  });

  it('gives every call its own data', () => {
    const first = createMockDb();
    first.organizations.update(organizations.acme, { name: 'Changed' });
    expect(createMockDb().organizations.get(organizations.acme)?.name).toBe('Acme Corp');
  });

  it('runs a custom seed on an empty db', () => {
    const db = createMockDb((seeded) => {
      createUser(seeded, { email: 'Solo@Example.com', password: 'secret-pass', firstName: 'Solo', lastName: '' });
    });
    expect(db.users.all().map((user) => user.email)).toEqual(['solo@example.com']);
    expect(db.organizations.size).toBe(0);
  });
});

describe('createOrganization', () => {
  it('creates the Application roles with the default permission rows and makes the creator Owner and Admin', () => {
    const db = createEmptyMockDb();
    const owner = createUser(db, { email: 'o@example.com', password: 'x', firstName: 'O', lastName: 'Wner' });
    const org = createOrganization(db, { name: 'New', ownerId: owner.id });

    const roles = db.roles.filter((role) => role.organizationId === org.id);
    expect(roles.map((role) => [role.roleType, role.category])).toEqual([
      ['Admin', 'Application'],
      ['Editor', 'Application'],
      ['Viewer', 'Application'],
    ]);
    const rowsOf = (roleType: string) =>
      db.rolePermissions.filter((row) => row.roleId === roles.find((role) => role.roleType === roleType)?.id);
    expect(rowsOf('Admin')).toHaveLength(permissionDomains.length);
    expect(rowsOf('Editor')).toHaveLength(Object.keys(defaultRolePermissions.Editor).length);
    expect(rowsOf('Viewer').every((row) => row.canRead && !row.canCreate)).toBe(true);

    expect(db.memberships.all()).toMatchObject([{ userId: owner.id, membershipType: 'Owner' }]);
    expect(rolesInOrganization(db, owner.id, org.id).map((role) => role.roleType)).toEqual(['Admin']);
    expect(currentOrganizationOf(db, db.users.get(owner.id)!)?.id).toBe(org.id);
  });

  it('grants only what the roles hold: nobody but Admin holds settings', () => {
    const db = createMockDb();
    expect(hasPermission(db, users.admin, organizations.acme, 'settings', 'canUpdate')).toBe(true);
    expect(hasPermission(db, users.editor, organizations.acme, 'objectives', 'canDelete')).toBe(true);
    expect(hasPermission(db, users.editor, organizations.acme, 'settings', 'canRead')).toBe(false);
    expect(hasPermission(db, users.viewer, organizations.acme, 'objectives', 'canCreate')).toBe(false);
    expect(hasPermission(db, users.viewer, organizations.globex, 'objectives', 'canRead')).toBe(false);
  });

  it('deletes everything that hangs off an organization', () => {
    const db = createMockDb();
    deleteOrganization(db, organizations.globex);
    expect(db.roles.filter((role) => role.organizationId === organizations.globex)).toEqual([]);
    expect(organizationsOfUser(db, users.admin).map((org) => org.id)).toEqual([organizations.acme]);
  });
});

describe('sessions', () => {
  it('rotates a refresh token once and revokes the family when it is reused', () => {
    const db = createMockDb();
    const first = rotateRefreshToken(db, 'mock-refresh-token-admin');
    expect(first.ok).toBe(true);
    expect(rotateRefreshToken(db, 'mock-refresh-token-admin')).toEqual({ ok: false, reason: 'reused' });
    expect(sessionForAccessToken(db, 'mock-access-token-admin')).toBeUndefined();
    if (first.ok) expect(sessionForAccessToken(db, first.session.accessToken)).toBeUndefined();
  });
});
