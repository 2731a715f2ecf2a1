import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths, mfaMessages, missingPermissionMessage } from '@okr/contract';
import { CreateOrganizationRequest, Organization, SwitchOrganizationRequest, SwitchOrganizationResponse, UpdateOrganizationRequest, UserOrganization } from '@okr/contract/schemas';
import { hasSecondFactor } from '../db/mfa';
import type { MockDb } from '../db/MockDb';
import { createOrganization, deleteOrganization, membershipOf, visibleOrganizations } from '../db/organizations';
import type { OrganizationRecord, UserRecord } from '../db/records';
import { hasPermission, isSuperAdmin, permissionsIn, rolesInOrganization } from '../db/roles';
import { apiUrl, arrayOf, callerResolver, fail, noContent, readBody, respond } from '../lib/routeKit';
import type { PrepareCaller } from '../lib/authenticate';
import type { DbSource } from '../lib/DbSource';

const paths = apiPaths.organizations;
// Not `paths.byId(':id')`: it URL-encodes the colon of the path parameter.
const byId = apiUrl(`${paths.list}/:id`);

/** Members (and SuperAdmins) may see an organization; anyone else gets the same 404 as for a missing one. */
function visibleOrganization(db: MockDb, user: UserRecord, id: string): OrganizationRecord {
  const organization = db.organizations.get(id);
  if (!organization || !(membershipOf(db, user.id, id) || isSuperAdmin(db, user.id))) {
    return fail('NOT_FOUND', 'Organization not found');
  }
  return organization;
}

/**
 * The organization a write (PATCH, DELETE) targets: the API's permission check looks up the
 * caller's active membership there first, so a non-member (a SuperAdmin included) gets 404.
 */
function memberOrganization(db: MockDb, user: UserRecord, id: string): OrganizationRecord {
  const organization = db.organizations.get(id);
  if (!organization || !membershipOf(db, user.id, id)) return fail('NOT_FOUND', 'Organization not found');
  return organization;
}

/** The API stores an empty website or industry as null (`value || null`); absent fields stay as they are. */
function blankToNull<T extends { website?: string | null; industry?: string | null }>(changes: T): T {
  return {
    ...changes,
    ...(changes.website !== undefined && { website: changes.website || null }),
    ...(changes.industry !== undefined && { industry: changes.industry || null }),
  };
}

/** The organization endpoints as the real server behaves; `prepare` lets a scenario reshape the caller's data. */
export function organizationRoutes(source: DbSource, prepare?: PrepareCaller) {
  const caller = callerResolver(source, prepare);

  // `/organizations/user` and `/switch` come before `/organizations/:id`, which would match them too.
  const list = http.get(apiUrl(paths.list), ({ request }) => {
    const { db, user } = caller(request);
    return respond(arrayOf(Organization), visibleOrganizations(db, user.id));
  });

  const listForUser = http.get(apiUrl(paths.user), ({ request }) => {
    const { db, user } = caller(request);
    const entries = db.memberships
      .filter((row) => row.userId === user.id && row.isActive)
      .flatMap((membership) => {
        const organization = db.organizations.get(membership.organizationId);
        if (!organization) return [];
        const roles = rolesInOrganization(db, user.id, organization.id);
        return [{ ...organization, membershipType: membership.membershipType, roles }];
      });
    return respond(arrayOf(UserOrganization), entries);
  });

  const switchOrganization = http.post(apiUrl(paths.switch), async ({ request }) => {
    const { db, user } = caller(request);
    const { organizationId } = await readBody(request, SwitchOrganizationRequest);
    const organization = db.organizations.get(organizationId);
    if (!organization || !membershipOf(db, user.id, organizationId)) fail('NOT_FOUND', 'Organization not found');
    db.users.update(user.id, { lastOrganizationId: organizationId });
    return respond(SwitchOrganizationResponse, {
      organization,
      userRoles: rolesInOrganization(db, user.id, organizationId),
      permissions: permissionsIn(db, user.id, organizationId),
    });
  });

  const create = http.post(apiUrl(paths.list), async ({ request }) => {
    const { db, user } = caller(request);
    const body = await readBody(request, CreateOrganizationRequest);
    return respond(Organization, createOrganization(db, { ...blankToNull(body), ownerId: user.id }), 201);
  });

  const get = http.get(byId, ({ request, params }) => {
    const { db, user } = caller(request);
    return respond(Organization, visibleOrganization(db, user, String(params.id)));
  });

  const update = http.patch(byId, async ({ request, params }) => {
    const { db, user } = caller(request);
    const organization = memberOrganization(db, user, String(params.id));
    const body = await readBody(request, UpdateOrganizationRequest);
    if (!hasPermission(db, user.id, organization.id, 'organizations', 'canUpdate')) {
      fail('FORBIDDEN', missingPermissionMessage('organizations', 'update'));
    }
    // Like the API: the second-factor rule is a security setting, on Pro and Enterprise, for someone with a factor.
    if (body.requireMfa !== undefined || body.ssoSatisfiesMfa !== undefined) {
      if (!hasPermission(db, user.id, organization.id, 'settings', 'canUpdate')) fail('FORBIDDEN', missingPermissionMessage('settings', 'update'));
      if (organization.plan === 'Free') fail('PLAN_LIMIT_REACHED', mfaMessages.requireMfaPlan);
      if (body.requireMfa === true && !hasSecondFactor(db, user.id)) fail('RULE_VIOLATION', 'Set up a second factor for your own account before requiring one');
    }
    const updated = db.organizations.update(organization.id, { ...blankToNull(body), updatedAt: db.now() }) ?? organization;
    return respond(Organization, updated);
  });

  const remove = http.delete(byId, ({ request, params }) => {
    const { db, user } = caller(request);
    const organization = memberOrganization(db, user, String(params.id));
    // Like the API: the organizations.delete flag first, then ownership on top of it.
    if (!hasPermission(db, user.id, organization.id, 'organizations', 'canDelete')) {
      fail('FORBIDDEN', missingPermissionMessage('organizations', 'delete'));
    }
    if (membershipOf(db, user.id, organization.id)?.membershipType !== 'Owner') {
      fail('FORBIDDEN', 'Only the owner of this organization can delete it');
    }
    deleteOrganization(db, organization.id);
    return noContent();
  });

  return { list, listForUser, switchOrganization, create, get, update, remove } satisfies Record<string, HttpHandler>;
}
