import { http } from 'msw';
import { SCIM_PLAN_MESSAGE, SCIM_TOKEN_PREFIX } from '@okr/contract';
import type { ScimGroup } from '@okr/contract';
import {
  CreateScimTokenResponse,
  PageQuery,
  ScimEventList,
  ScimEventQuery,
  ScimGroup as ScimGroupSchema,
  ScimToken,
  SetScimGroupRoleRequest,
} from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import type { ScimGroupRecord } from '../db/records';
import { recordAudit } from '../db/audit';
import { callerResolver } from '../lib/authenticate';
import type { DbSource } from '../lib/DbSource';
import { guardedOrganization } from '../lib/guardedOrganization';
import { respondPage } from '../lib/paging';
import { readBody } from '../lib/readBody';
import { readQuery } from '../lib/readQuery';
import { apiUrl, fail, noContent, respond } from '../lib/respond';

const tokensPath = apiUrl('/organizations/:id/scim-tokens');
const tokenPath = apiUrl('/organizations/:id/scim-tokens/:tokenId');
const groupsPath = apiUrl('/organizations/:id/scim-groups');
const groupRolePath = apiUrl('/organizations/:id/scim-groups/:groupId/role');
const eventsPath = apiUrl('/organizations/:id/scim-events');
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A secret of the real shape (`scim_` + 40 base62), random enough for a story. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(40));
  return SCIM_TOKEN_PREFIX + Array.from(bytes, (byte) => BASE62[byte % 62]).join('');
}

export function scimTokensOf(db: MockDb, organizationId: string) {
  return db.scimTokens.filter((token) => token.organizationId === organizationId).reverse();
}

export function toScimGroup(db: MockDb, group: ScimGroupRecord): ScimGroup {
  const role = group.roleId ? db.roles.get(group.roleId) : undefined;
  return {
    id: group.id,
    displayName: group.displayName,
    externalId: group.externalId,
    role: role ? { id: role.id, name: role.name } : null,
    memberCount: group.memberIds.length,
  };
}

/** The SCIM settings calls of api-contract.md "SCIM 2.0 provisioning", as the API behaves (people only). */
export function scimRoutes(source: DbSource) {
  const caller = callerResolver(source);

  const listTokens = http.get(tokensPath, ({ request, params }) => {
    const { db, user } = caller(request);
    const organizationId = guardedOrganization(request, db, user, 'settings', 'read', String(params.id));
    const query = readQuery(request, PageQuery);
    return respondPage(request, ScimToken, scimTokensOf(db, organizationId), query.limit, query.cursor);
  });

  const createToken = http.post(tokensPath, ({ request, params }) => {
    const { db, user } = caller(request);
    const organizationId = guardedOrganization(request, db, user, 'settings', 'create', String(params.id));
    const plan = db.organizations.get(organizationId)?.plan ?? 'Free';
    if (plan !== 'Enterprise') fail('PLAN_LIMIT_REACHED', SCIM_PLAN_MESSAGE, { plan, feature: 'scim' });
    const secret = newSecret();
    const token = db.scimTokens.insert({
      id: db.nextId('scim-token'),
      organizationId,
      prefix: secret.slice(0, SCIM_TOKEN_PREFIX.length + 4),
      createdAt: db.now(),
      lastUsedAt: null,
      revokedAt: null,
    });
    recordAudit(db, { action: 'scim.token_created', actorId: user.id, organizationId, targetType: 'scim_token', targetId: token.id, after: { prefix: token.prefix } });
    return respond(CreateScimTokenResponse, { token: ScimToken.parse(token), secret }, 201);
  });

  const revokeToken = http.delete(tokenPath, ({ request, params }) => {
    const { db, user } = caller(request);
    const organizationId = guardedOrganization(request, db, user, 'settings', 'delete', String(params.id));
    const token = db.scimTokens.get(String(params.tokenId));
    if (!token || token.organizationId !== organizationId) return fail('NOT_FOUND', 'SCIM token not found');
    if (!token.revokedAt) {
      db.scimTokens.update(token.id, { revokedAt: db.now() });
      recordAudit(db, { action: 'scim.token_revoked', actorId: user.id, organizationId, targetType: 'scim_token', targetId: token.id, before: { prefix: token.prefix } });
    }
    return noContent();
  });

  const listGroups = http.get(groupsPath, ({ request, params }) => {
    const { db, user } = caller(request);
    const organizationId = guardedOrganization(request, db, user, 'settings', 'read', String(params.id));
    const groups = db.scimGroups
      .filter((group) => group.organizationId === organizationId)
      .sort((a, b) => a.displayName.localeCompare(b.displayName))
      .map((group) => toScimGroup(db, group));
    return respond(ScimGroupSchema.array(), groups);
  });

  const setGroupRole = http.put(groupRolePath, async ({ request, params }) => {
    const { db, user } = caller(request);
    const organizationId = guardedOrganization(request, db, user, 'settings', 'update', String(params.id));
    const body = await readBody(request, SetScimGroupRoleRequest);
    const group = db.scimGroups.get(String(params.groupId));
    if (!group || group.organizationId !== organizationId) return fail('NOT_FOUND', 'SCIM group not found');
    if (body.roleId !== null) {
      const role = db.roles.get(body.roleId);
      if (!role || role.organizationId !== organizationId || role.category === 'System') return fail('NOT_FOUND', 'Role not found');
    }
    if (group.roleId !== body.roleId) {
      db.scimGroups.update(group.id, { roleId: body.roleId });
      recordAudit(db, {
        action: 'scim.group_role_mapped',
        actorId: user.id,
        organizationId,
        targetType: 'scim_group',
        targetId: group.id,
        before: { roleId: group.roleId },
        after: { roleId: body.roleId, displayName: group.displayName },
      });
    }
    return respond(ScimGroupSchema, toScimGroup(db, db.scimGroups.get(group.id)!));
  });

  const listEvents = http.get(eventsPath, ({ request, params }) => {
    const { db, user } = caller(request);
    const organizationId = guardedOrganization(request, db, user, 'settings', 'read', String(params.id));
    const { limit } = readQuery(request, ScimEventQuery);
    const events = db.auditEvents.filter((event) => event.organizationId === organizationId && event.action.startsWith('scim.')).reverse();
    return respond(ScimEventList, { items: events.slice(0, limit), total: events.length });
  });

  return { listTokens, createToken, revokeToken, listGroups, setGroupRole, listEvents };
}
