import { defaultRolePermissions, permissionDomains } from '@okr/contract';
import { demoDescription } from '@okr/contract/demo';
import { describe, expect, it } from 'vitest';
import { createMockDb } from './createMockDb';
import { demoIds, demoSeed } from './demoSeed';
import { REFRESH_REUSE_GRACE_SECONDS, createEmptyMockDb } from './MockDb';
import { readMockJwt } from '../lib/mockJwt';
import { createOrganization, currentOrganizationOf, deleteOrganization, organizationsOfUser } from './organizations';
import { assignRole, hasPermission, isSuperAdmin, rolesInOrganization } from './roles';
import { issueSession, rotateRefreshToken, sessionForAccessToken, verifyAccessToken } from './sessions';
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

  it('builds every user, organization and membership of the shared demo description', () => {
    const db = createMockDb();
    for (const user of Object.values(demoDescription.users)) {
      expect(db.users.find((row) => row.email === user.email)).toMatchObject({
        firstName: user.firstName,
        isOnboardingComplete: user.isOnboardingComplete,
      });
    }
    for (const [key, organization] of Object.entries(demoDescription.organizations)) {
      const id = organizations[key as keyof typeof organizations];
      expect(db.organizations.get(id)).toMatchObject({ plan: organization.plan, size: organization.size });
      const expected = [
        [users[organization.owner], 'Owner', ['Admin']],
        ...organization.members.map((member) => [users[member.user], member.membershipType, member.roleTypes]),
      ];
      const actual = db.memberships
        .filter((row) => row.organizationId === id)
        .map((row) => [row.userId, row.membershipType, rolesInOrganization(db, row.userId, id).map((role) => role.roleType)]);
      expect(actual).toEqual(expected);
    }
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
  it('rotates a refresh token once and revokes the family when it is reused after the grace window', () => {
    let now = Date.parse('2026-01-01T12:00:00.000Z');
    const db = createMockDb(demoSeed, { now: () => new Date(now).toISOString() });
    const first = rotateRefreshToken(db, 'mock-refresh-token-admin');
    expect(first.ok).toBe(true);
    now += (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000;
    expect(rotateRefreshToken(db, 'mock-refresh-token-admin')).toEqual({ ok: false, reason: 'reused' });
    if (first.ok) expect(sessionForAccessToken(db, first.session.accessToken)).toBeUndefined();
  });

  it('answers another pair of the same family to a token presented again within the grace window', () => {
    let now = Date.parse('2026-01-01T12:00:00.000Z');
    const db = createMockDb(demoSeed, { now: () => new Date(now).toISOString() });
    const first = rotateRefreshToken(db, 'mock-refresh-token-admin');
    now += (REFRESH_REUSE_GRACE_SECONDS - 1) * 1000;
    const retried = rotateRefreshToken(db, 'mock-refresh-token-admin');
    expect(first.ok && retried.ok && retried.session.familyId === first.session.familyId).toBe(true);
    expect(db.sessions.all().some((row) => row.revoked)).toBe(false);
  });

  it('issues real-shaped JWT access tokens that expire on the db clock', () => {
    let now = Date.parse('2026-01-01T12:00:00.000Z');
    const db = createMockDb(demoSeed, { now: () => new Date(now).toISOString(), accessTokenTtlSeconds: 60 });
    const { accessToken } = issueSession(db, users.editor);
    expect(accessToken.split('.')).toHaveLength(3);
    expect(readMockJwt(accessToken)).toMatchObject({ sub: users.editor, exp: now / 1000 + 60 });
    expect(verifyAccessToken(db, accessToken).ok).toBe(true);
    now += 61_000;
    expect(verifyAccessToken(db, accessToken)).toEqual({ ok: false, message: 'Access token expired' });
    expect(verifyAccessToken(db, `${accessToken}x`)).toEqual({ ok: false, message: 'Invalid access token' });
  });
});

describe('isSuperAdmin', () => {
  it('needs the SuperAdmin type in the System category, not the type alone', () => {
    const db = createMockDb();
    expect(isSuperAdmin(db, users.superAdmin)).toBe(true);
    const lookalike = db.roles.insert({
      id: 'role-lookalike',
      name: 'SuperAdmin',
      description: null,
      roleType: 'SuperAdmin',
      category: 'Custom',
      organizationId: organizations.acme,
      createdAt: db.now(),
    });
    assignRole(db, users.editor, lookalike.id);
    expect(isSuperAdmin(db, users.editor)).toBe(false);
  });
});
