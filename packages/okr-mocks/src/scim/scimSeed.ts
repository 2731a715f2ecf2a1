import { demoIds } from '../db/demoSeed';
import type { MockDb } from '../db/MockDb';

/** Acme Corp on the Enterprise plan, nothing provisioned yet. */
export function makeAcmeScimReady(db: MockDb): void {
  db.organizations.update(demoIds.organizations.acme, { plan: 'Enterprise' });
}

/** Acme Corp on Enterprise, provisioned by its identity provider: a token in use and a revoked one, two groups (one mapped), the events they left. */
export function addScimDirectory(db: MockDb): void {
  const organizationId = demoIds.organizations.acme;
  makeAcmeScimReady(db);
  const day = (offset: number) => new Date(Date.parse(db.now()) + offset * 86_400_000).toISOString();
  db.scimTokens.insert({ id: db.nextId('scim-token'), organizationId, prefix: 'scim_R3vk', createdAt: day(-90), lastUsedAt: day(-31), revokedAt: day(-30) });
  const token = db.scimTokens.insert({ id: db.nextId('scim-token'), organizationId, prefix: 'scim_7hQz', createdAt: day(-30), lastUsedAt: day(0), revokedAt: null });
  const members = db.memberships.filter((m) => m.organizationId === organizationId && m.membershipType !== 'Owner').map((m) => m.userId);
  const editor = db.roles.find((role) => role.organizationId === organizationId && role.roleType === 'Editor' && role.category === 'Application');
  db.scimGroups.insert({ id: db.nextId('scim-group'), organizationId, displayName: 'Engineering', externalId: 'eng', roleId: editor?.id ?? null, memberIds: members.slice(0, 2) });
  db.scimGroups.insert({ id: db.nextId('scim-group'), organizationId, displayName: 'Sales', externalId: 'sales', roleId: null, memberIds: members.slice(2) });
  for (const [index, userId] of members.entries()) {
    db.auditEvents.insert({
      id: db.nextId('audit'),
      createdAt: day(-index),
      action: index === 0 ? 'scim.user_deactivated' : 'scim.user_provisioned',
      actorId: token.id,
      actorEmail: null,
      actorType: 'scim',
      actorName: token.prefix,
      organizationId,
      targetType: 'user',
      targetId: userId,
      before: null,
      after: { userName: db.users.get(userId)?.email ?? null },
      ip: '127.0.0.1',
    });
  }
}
