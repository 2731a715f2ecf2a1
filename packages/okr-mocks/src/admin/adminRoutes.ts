import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths, canDo, csvCell, missingPermissionMessage, ssoDomainUnknownMessage } from '@okr/contract';
import type { AuditEvent, FieldIssue } from '@okr/contract';
import {
  AdminAuditEventQuery,
  AdminOrganizationDetail,
  AdminOrganizationList,
  AdminOrganizationQuery,
  AdminStats,
  AdminUser,
  AdminUserList,
  AdminUserQuery,
  AuditEventList,
  AuditEventQuery,
  UpdateAdminOrganizationRequest,
  UpdateAdminUserRequest,
} from '@okr/contract/schemas';
import { recordAudit } from '../db/audit';
import { markDomainVerified } from '../db/sso';
import type { MockDb } from '../db/MockDb';
import { isSuperAdmin, permissionsIn } from '../db/roles';
import { fullNameOf } from '../db/users';
import { callerResolver, requestOrganization } from '../lib/authenticate';
import type { Caller } from '../lib/authenticate';
import type { DbSource } from '../lib/DbSource';
import { apiUrl, fail, readBody, respond } from '../lib/routeKit';
import type { SafeParseSchema } from '../lib/readBody';
import { matchesPrefix, membersOf, pageOf, sortBy, toAdminOrganization, toAdminUser } from './adminQueries';

const paths = apiPaths.admin;
const DAYS = 90;

/** The query string validated like the API's querystring schemas (400 with one detail per field). */
function readQuery<T>(request: Request, schema: SafeParseSchema<T>): T {
  const result = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (result.success) return result.data;
  const details: FieldIssue[] = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? issue.keys.map((key) => ({ field: key, message: 'Unknown field' }))
      : [{ field: issue.path.map(String).join('.') || 'querystring', message: issue.message }],
  );
  return fail('VALIDATION_ERROR', 'Validation failed', details);
}

function requireSuperAdmin(caller: Caller): Caller {
  if (!isSuperAdmin(caller.db, caller.user.id)) fail('FORBIDDEN', 'Only super administrators can do this (missing: SuperAdmin)');
  return caller;
}

type AuditFilters = Partial<Pick<AdminAuditEventQuery, 'action' | 'actorId' | 'targetType' | 'from' | 'to' | 'q' | 'organizationId'>>;

function auditEntries(db: MockDb, filters: AuditFilters, sort = '-createdAt'): AuditEvent[] {
  const rows = db.auditEvents.filter(
    (row) =>
      (!filters.organizationId || row.organizationId === filters.organizationId) &&
      (!filters.action || row.action === filters.action) &&
      (!filters.actorId || row.actorId === filters.actorId) &&
      (!filters.targetType || row.targetType === filters.targetType) &&
      (!filters.from || row.createdAt >= new Date(filters.from).toISOString()) &&
      (!filters.to || row.createdAt < new Date(filters.to).toISOString()) &&
      matchesPrefix(filters.q, [row.actorEmail ?? '']),
  );
  // Insertion order breaks ties of equal timestamps, as the API's time-ordered ids do.
  const ordered = rows.map((row, index) => ({ row, index }));
  ordered.sort((a, b) => a.row.createdAt.localeCompare(b.row.createdAt) || a.index - b.index);
  const oldestFirst = ordered.map(({ row }) => row);
  return sort === 'createdAt' ? oldestFirst : oldestFirst.reverse();
}

function everyDay(now: string, dates: string[]) {
  const counts = new Map<string, number>();
  for (const date of dates) counts.set(date, (counts.get(date) ?? 0) + 1);
  const today = new Date(`${now.slice(0, 10)}T00:00:00.000Z`).getTime();
  return Array.from({ length: DAYS }, (_, index) => {
    const date = new Date(today - (DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { date, count: counts.get(date) ?? 0 };
  });
}

/** The `/admin/**` calls and `GET /audit-events`, as the API behaves. */
export function adminRoutes(source: DbSource) {
  const resolve = callerResolver(source);
  const superAdmin = (request: Request) => requireSuperAdmin(resolve(request));

  const stats = http.get(apiUrl(paths.stats), ({ request }) => {
    const { db } = superAdmin(request);
    const now = db.now();
    const logins = db.auditEvents.filter((row) => row.action === 'auth.login' && row.actorId !== null);
    const activeDays = new Set(logins.map((row) => `${row.createdAt.slice(0, 10)} ${row.actorId}`));
    return respond(AdminStats, {
      users: db.users.size,
      activeUsers: db.users.filter((user) => user.isActive).length,
      organizations: db.organizations.size,
      objectives: 0,
      documents: 0,
      creditsUsedThisMonth: 0,
      signupsByDay: everyDay(now, db.users.all().map((user) => user.createdAt.slice(0, 10))),
      activeUsersByDay: everyDay(now, [...activeDays].map((key) => key.slice(0, 10))),
    });
  });

  const organizations = http.get(apiUrl(paths.organizations), ({ request }) => {
    const { db } = superAdmin(request);
    const query = readQuery(request, AdminOrganizationQuery);
    const rows = db.organizations
      .filter((row) => matchesPrefix(query.q, [row.name]) && (!query.plan || row.plan === query.plan))
      .map((row) => toAdminOrganization(db, row));
    const sorted = sortBy(rows, query.sort, (row, field) =>
      field === 'name' ? row.name.toLowerCase() : field === 'plan' ? row.plan : field === 'members' ? row.members : row.createdAt,
    );
    return respond(AdminOrganizationList, pageOf(sorted, query.page, query.pageSize));
  });

  const organizationDetail = (db: MockDb, id: string) => {
    const organization = db.organizations.get(id);
    if (!organization) return fail('NOT_FOUND', 'Organization not found');
    const memberList = membersOf(db, id);
    const owner = memberList.find((member) => member.membershipType === 'Owner');
    return {
      ...toAdminOrganization(db, organization),
      website: organization.website,
      industry: organization.industry,
      owner: owner ? { id: owner.id, fullName: owner.fullName, email: owner.email } : null,
      memberList,
    };
  };

  const organization = http.get(apiUrl(`${paths.organizations}/:id`), ({ request, params }) => {
    const { db } = superAdmin(request);
    return respond(AdminOrganizationDetail, organizationDetail(db, String(params.id)));
  });

  const updateOrganization = http.patch(apiUrl(`${paths.organizations}/:id`), async ({ request, params }) => {
    const { db, user } = superAdmin(request);
    const id = String(params.id);
    const before = db.organizations.get(id);
    if (!before) return fail('NOT_FOUND', 'Organization not found');
    const body = await readBody(request, UpdateAdminOrganizationRequest);
    if (body.verifySsoDomain !== undefined) {
      const domain = body.verifySsoDomain;
      const connection = db.ssoConnections.get(id) ?? fail('RULE_VIOLATION', ssoDomainUnknownMessage(domain));
      markDomainVerified(db, connection, domain, user.id);
    }
    const after = db.organizations.update(id, {
      ...(body.plan !== undefined && { plan: body.plan }),
      ...(body.aiCredits !== undefined && { aiCredits: body.aiCredits }),
      updatedAt: db.now(),
    });
    const changed = (['plan', 'aiCredits'] as const).filter((key) => after && before[key] !== after[key]);
    if (after && changed.length > 0) {
      recordAudit(db, {
        action: 'organization.plan_updated',
        actorId: user.id,
        organizationId: id,
        targetType: 'organization',
        targetId: id,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      });
    }
    return respond(AdminOrganizationDetail, organizationDetail(db, id));
  });

  const users = http.get(apiUrl(paths.users), ({ request }) => {
    const { db } = superAdmin(request);
    const query = readQuery(request, AdminUserQuery);
    const rows = db.users.filter(
      (row) =>
        matchesPrefix(query.q, [row.email, row.firstName, row.lastName, fullNameOf(row)]) &&
        (query.isActive === undefined || row.isActive === (query.isActive === 'true')),
    );
    const sorted = sortBy(rows, query.sort, (row, field) =>
      field === 'name' ? fullNameOf(row).toLowerCase() : field === 'email' ? row.email : row.createdAt,
    );
    const { items, total } = pageOf(sorted, query.page, query.pageSize);
    return respond(AdminUserList, { items: items.map((row) => toAdminUser(db, row)), total });
  });

  const user = http.get(apiUrl(`${paths.users}/:id`), ({ request, params }) => {
    const { db } = superAdmin(request);
    const found = db.users.get(String(params.id));
    if (!found) return fail('NOT_FOUND', 'User not found');
    return respond(AdminUser, toAdminUser(db, found));
  });

  const updateUser = http.patch(apiUrl(`${paths.users}/:id`), async ({ request, params }) => {
    const { db, user: actor } = superAdmin(request);
    const target = db.users.get(String(params.id));
    if (!target) return fail('NOT_FOUND', 'User not found');
    const { isActive } = await readBody(request, UpdateAdminUserRequest);
    if (target.isActive !== isActive) {
      if (!isActive && isSuperAdmin(db, target.id)) {
        const others = db.users.filter((row) => row.id !== target.id && row.isActive && isSuperAdmin(db, row.id));
        if (others.length === 0) fail('RULE_VIOLATION', 'The last active super administrator cannot be deactivated');
      }
      db.users.update(target.id, { isActive });
      if (!isActive) {
        for (const session of db.sessions.filter((row) => row.userId === target.id)) db.sessions.update(session.id, { revoked: true });
      }
      recordAudit(db, {
        action: isActive ? 'user.reactivated' : 'user.deactivated',
        actorId: actor.id,
        organizationId: null,
        targetType: 'user',
        targetId: target.id,
        before: { isActive: !isActive },
        after: { isActive },
      });
    }
    return respond(AdminUser, toAdminUser(db, db.users.get(target.id) ?? target));
  });

  const auditEvents = http.get(apiUrl(paths.auditEvents), ({ request }) => {
    const { db } = superAdmin(request);
    const { page, pageSize, sort, ...filters } = readQuery(request, AdminAuditEventQuery);
    return respond(AuditEventList, pageOf(auditEntries(db, filters, sort), page, pageSize));
  });

  const auditCsv = http.get(apiUrl(`${paths.auditEvents}.csv`), ({ request }) => {
    const { db } = superAdmin(request);
    const { page: _page, pageSize: _pageSize, sort: _sort, ...filters } = readQuery(request, AdminAuditEventQuery);
    const columns = ['createdAt', 'action', 'actorId', 'actorEmail', 'organizationId', 'targetType', 'targetId', 'before', 'after', 'ip'] as const;
    const lines = auditEntries(db, filters).map((entry) => columns.map((column) => csvCell(entry[column])).join(','));
    return new HttpResponse(`${[columns.join(','), ...lines].join('\r\n')}\r\n`, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
  });

  const organizationAuditEvents = http.get(apiUrl(apiPaths.auditEvents), ({ request }) => {
    const { db, user: caller } = resolve(request);
    const organization = requestOrganization(request, db, caller);
    if (!organization) return fail('FORBIDDEN', 'You are not a member of any organization');
    if (!canDo(permissionsIn(db, caller.id, organization.id), 'settings', 'read')) {
      fail('FORBIDDEN', missingPermissionMessage('settings', 'read'));
    }
    const { page, pageSize, sort, ...filters } = readQuery(request, AuditEventQuery);
    return respond(AuditEventList, pageOf(auditEntries(db, { ...filters, organizationId: organization.id }, sort), page, pageSize));
  });

  return {
    stats,
    organizations,
    organization,
    updateOrganization,
    users,
    user,
    updateUser,
    auditEvents,
    auditCsv,
    organizationAuditEvents,
  } satisfies Record<string, HttpHandler>;
}
