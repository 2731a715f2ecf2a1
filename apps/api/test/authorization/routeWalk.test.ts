import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORGANIZATION_HEADER } from '@okr/contract';
import type { PermissionAction, PermissionDomain } from '@okr/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { scoped } from '../../src/db/scoped';
import type { RouteGuard } from '../../src/modules/authorization/RouteGuard';
import { grantSuperAdmin } from '../../src/modules/authorization/superAdminRole';
import { createOrganization } from '../../src/modules/organizations/createOrganization';
import { addMember } from '../../src/modules/organizations/memberships';
import { bearer, register } from '../support/api';
import { applicationRoleId, customRoleWithRow, grantCustomRole } from '../support/membership';
import { useTestApp } from '../support/testApp';

// The route walk: every route the app registers, called by each kind of caller, answers as its
// declared guard says. A route added without a case here fails the first test.

const partner = 'https://portal.partner.example';
const distDir = mkdtempSync(join(tmpdir(), 'okr-walk-dist-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>OKR host</title>');
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
// One prerendered public page, so that the routes serving them are walked too.
mkdirSync(join(distDir, 'about'));
writeFileSync(join(distDir, 'about', 'index.html'), '<!doctype html><title>About</title>');
writeFileSync(
  join(distDir, 'public-pages.json'),
  JSON.stringify({ pages: [{ path: '/about', files: { en: 'about/index.html' } }] }),
);
// Every optional part switched on, so that the plugins' routes are walked too.
const ctx = useTestApp({ hostDistDir: distDir, corsOrigins: [partner] });

const callers = ['anonymous', 'memberWithoutFlag', 'otherOrganizationMember', 'superAdmin', 'memberWithFlag'] as const;
type Caller = (typeof callers)[number];

type ExpectedGuard =
  | 'public'
  | 'signedIn'
  | 'superAdmin'
  | { domain: PermissionDomain; action: PermissionAction; organizationFromRoute: boolean };

interface WalkRequest {
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

interface WalkCase {
  /** The route as registered: method and URL pattern. */
  route: string;
  guard: ExpectedGuard;
  /** The call, in an organization made for this case (owned by memberWithFlag); made again for each caller. */
  request: (organizationId: string) => WalkRequest | Promise<WalkRequest>;
  /** The status of a caller the guard lets through. */
  ok: number;
  /** Where the handler itself answers otherwise for a caller the guard let through. */
  handlerAnswers?: Partial<Record<Caller, number>>;
}

const get = (url: string): WalkCase['request'] => () => ({ url });
const users = (action: PermissionAction): ExpectedGuard => ({ domain: 'users', action, organizationFromRoute: true });
const settings = (action: PermissionAction): ExpectedGuard => ({ domain: 'settings', action, organizationFromRoute: false });
const current = (domain: PermissionDomain, action: PermissionAction): ExpectedGuard => ({ domain, action, organizationFromRoute: false });
const preflight = {
  origin: partner,
  'access-control-request-method': 'GET',
  'access-control-request-headers': 'authorization',
};

/** Callers that are not members of the case's organization: the assistant's calls answer 404 there. */
const notMembers = { otherOrganizationMember: 404, superAdmin: 404 } as const;

/** The request, in the case's organization (X-Organization-Id) although its guard names no domain. */
function inOrganization(request: WalkCase['request']): WalkCase['request'] {
  return async (organizationId) => {
    const made = await request(organizationId);
    return { ...made, headers: { ...made.headers, [ORGANIZATION_HEADER]: organizationId } };
  };
}

const cases: WalkCase[] = [
  // Public: the answer does not depend on who calls.
  { route: 'GET /api/health', guard: 'public', request: get('/api/health'), ok: 200 },
  { route: 'GET /api/health/ready', guard: 'public', request: get('/api/health/ready'), ok: 200 },
  { route: 'GET /api/openapi.json', guard: 'public', request: get('/api/openapi.json'), ok: 200 },
  { route: 'GET /api/docs', guard: 'public', request: get('/api/docs'), ok: 200 },
  { route: 'GET /api/docs/json', guard: 'public', request: get('/api/docs/json'), ok: 200 },
  { route: 'GET /api/docs/yaml', guard: 'public', request: get('/api/docs/yaml'), ok: 200 },
  { route: 'GET /api/docs/static/index.html', guard: 'public', request: get('/api/docs/static/index.html'), ok: 302 },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    guard: 'public',
    request: get('/api/docs/static/swagger-initializer.js'),
    ok: 200,
  },
  { route: 'GET /api/docs/static/*', guard: 'public', request: get('/api/docs/static/swagger-ui.css'), ok: 200 },
  { route: 'GET /*', guard: 'public', request: get('/assets/app-1a2b3c.js'), ok: 200 },
  { route: 'OPTIONS *', guard: 'public', request: () => ({ url: '/api/auth/me', headers: preflight }), ok: 204 },
  // No body: validation answers, whoever calls.
  { route: 'POST /api/auth/register', guard: 'public', request: get('/api/auth/register'), ok: 400 },
  { route: 'POST /api/auth/login', guard: 'public', request: get('/api/auth/login'), ok: 400 },
  // The refresh token, not the caller, is what refresh checks: none here.
  { route: 'POST /api/auth/refresh', guard: 'public', request: get('/api/auth/refresh'), ok: 401 },
  { route: 'POST /api/auth/logout', guard: 'public', request: get('/api/auth/logout'), ok: 204 },

  // Signed in: any valid session.
  { route: 'GET /api/auth/me', guard: 'signedIn', request: get('/api/auth/me'), ok: 200 },
  {
    route: 'POST /api/auth/complete-onboarding',
    guard: 'signedIn',
    request: get('/api/auth/complete-onboarding'),
    ok: 200,
  },
  { route: 'GET /api/organizations', guard: 'signedIn', request: get('/api/organizations'), ok: 200 },
  { route: 'GET /api/organizations/user', guard: 'signedIn', request: get('/api/organizations/user'), ok: 200 },
  {
    route: 'POST /api/organizations',
    guard: 'signedIn',
    request: () => ({ url: '/api/organizations', payload: { name: 'Walked organization' } }),
    ok: 201,
  },
  {
    route: 'POST /api/organizations/switch',
    guard: 'signedIn',
    request: (organizationId) => ({ url: '/api/organizations/switch', payload: { organizationId } }),
    ok: 200,
    handlerAnswers: { otherOrganizationMember: 404, superAdmin: 404 },
  },
  {
    route: 'GET /api/organizations/:id',
    guard: 'signedIn',
    request: (organizationId) => ({ url: `/api/organizations/${organizationId}` }),
    ok: 200,
    // Members and super administrators see an organization; nobody else learns it exists.
    handlerAnswers: { otherOrganizationMember: 404 },
  },

  // Permissions, in the organization of :id.
  {
    route: 'PATCH /api/organizations/:id',
    guard: { domain: 'organizations', action: 'update', organizationFromRoute: true },
    request: (organizationId) => ({ url: `/api/organizations/${organizationId}`, payload: { name: 'Walked' } }),
    ok: 200,
  },
  {
    route: 'DELETE /api/organizations/:id',
    guard: { domain: 'organizations', action: 'delete', organizationFromRoute: true },
    request: (organizationId) => ({ url: `/api/organizations/${organizationId}` }),
    ok: 204,
  },

  // Settings: roles and role permissions of the current organization (X-Organization-Id).
  { route: 'GET /api/roles', guard: settings('read'), request: get('/api/roles'), ok: 200 },
  {
    route: 'GET /api/roles/organization/:orgId',
    guard: { domain: 'settings', action: 'read', organizationFromRoute: true },
    request: (organizationId) => ({ url: `/api/roles/organization/${organizationId}` }),
    ok: 200,
  },
  {
    route: 'GET /api/roles/:id',
    guard: settings('read'),
    request: async (organizationId) => ({ url: `/api/roles/${await customRole(organizationId)}` }),
    ok: 200,
  },
  {
    route: 'POST /api/roles',
    guard: settings('create'),
    request: () => ({ url: '/api/roles', payload: { name: 'Walked role', roleType: 'Editor', category: 'Custom' } }),
    ok: 201,
  },
  {
    route: 'PATCH /api/roles/:id',
    guard: settings('update'),
    request: async (organizationId) => ({
      url: `/api/roles/${await customRole(organizationId)}`,
      payload: { description: 'Walked' },
    }),
    ok: 200,
  },
  {
    route: 'DELETE /api/roles/:id',
    guard: settings('delete'),
    request: async (organizationId) => ({ url: `/api/roles/${await customRole(organizationId)}` }),
    ok: 204,
  },
  { route: 'GET /api/role-permissions', guard: settings('read'), request: get('/api/role-permissions'), ok: 200 },
  {
    route: 'GET /api/role-permissions/by-role/:roleId',
    guard: settings('read'),
    request: async (organizationId) => ({ url: `/api/role-permissions/by-role/${await customRole(organizationId)}` }),
    ok: 200,
  },
  {
    route: 'GET /api/role-permissions/:id',
    guard: settings('read'),
    request: async (organizationId) => ({ url: `/api/role-permissions/${await customPermission(organizationId)}` }),
    ok: 200,
  },
  {
    route: 'POST /api/role-permissions',
    guard: settings('create'),
    request: async (organizationId) => ({
      url: '/api/role-permissions',
      payload: {
        roleId: await customRole(organizationId),
        domainName: 'settings',
        canCreate: false,
        canRead: true,
        canUpdate: false,
        canDelete: false,
      },
    }),
    ok: 201,
  },
  {
    route: 'PATCH /api/role-permissions/:id',
    guard: settings('update'),
    request: async (organizationId) => ({
      url: `/api/role-permissions/${await customPermission(organizationId)}`,
      payload: { canUpdate: true },
    }),
    ok: 200,
  },
  {
    route: 'DELETE /api/role-permissions/:id',
    guard: settings('delete'),
    request: async (organizationId) => ({ url: `/api/role-permissions/${await customPermission(organizationId)}` }),
    ok: 204,
  },

  // Members, in the organization of :id; the search, in the current one.
  {
    route: 'GET /api/organizations/:id/users',
    guard: users('read'),
    request: (organizationId) => ({ url: `/api/organizations/${organizationId}/users` }),
    ok: 200,
  },
  {
    route: 'POST /api/organizations/:id/users',
    guard: users('create'),
    request: (organizationId) => ({
      url: `/api/organizations/${organizationId}/users`,
      payload: { userId: tokens.otherOrganizationMember.userId, roleType: 'Viewer' },
    }),
    ok: 201,
  },
  {
    route: 'DELETE /api/organizations/:id/users/:userId',
    guard: users('delete'),
    request: (organizationId) => ({
      url: `/api/organizations/${organizationId}/users/${tokens.memberWithoutFlag.userId}`,
    }),
    ok: 204,
  },
  {
    route: 'GET /api/organizations/:id/users/:userId/roles',
    guard: users('read'),
    request: (organizationId) => ({
      url: `/api/organizations/${organizationId}/users/${tokens.memberWithoutFlag.userId}/roles`,
    }),
    ok: 200,
  },
  {
    route: 'PUT /api/organizations/:id/users/:userId/roles',
    guard: users('update'),
    request: async (organizationId) => ({
      url: `/api/organizations/${organizationId}/users/${tokens.memberWithoutFlag.userId}/roles`,
      payload: { roleIds: [await applicationRoleId(ctx.db, organizationId, 'Viewer')] },
    }),
    ok: 200,
  },
  // The assistant: every active member of the organization asked for (X-Organization-Id) lists and
  // asks; uploading and deleting also need organizations.update, checked by the handler.
  {
    route: 'GET /api/ai/documents',
    guard: 'signedIn',
    request: inOrganization(() => ({ url: '/api/ai/documents' })),
    ok: 200,
    handlerAnswers: notMembers,
  },
  {
    route: 'POST /api/ai/documents',
    guard: 'signedIn',
    request: inOrganization(() => ({ url: '/api/ai/documents', payload: { title: 'Walked', content: 'Walked text.' } })),
    ok: 202,
    handlerAnswers: { ...notMembers, memberWithoutFlag: 403 },
  },
  {
    route: 'GET /api/ai/documents/:id',
    guard: 'signedIn',
    request: inOrganization(async (organizationId) => ({ url: `/api/ai/documents/${await aiDocument(organizationId)}` })),
    ok: 200,
    handlerAnswers: notMembers,
  },
  {
    route: 'DELETE /api/ai/documents/:id',
    guard: 'signedIn',
    request: inOrganization(async (organizationId) => ({ url: `/api/ai/documents/${await aiDocument(organizationId)}` })),
    ok: 204,
    handlerAnswers: { ...notMembers, memberWithoutFlag: 403 },
  },
  {
    route: 'POST /api/ai/ask',
    guard: 'signedIn',
    request: inOrganization(() => ({ url: '/api/ai/ask', payload: { question: 'What is walked?' } })),
    ok: 200,
    handlerAnswers: notMembers,
  },
  {
    route: 'GET /api/ai/credits',
    guard: 'signedIn',
    request: inOrganization(() => ({ url: '/api/ai/credits' })),
    ok: 200,
    handlerAnswers: notMembers,
  },
  {
    route: 'GET /api/users',
    guard: { domain: 'users', action: 'read', organizationFromRoute: false },
    request: () => ({ url: '/api/users?limit=5' }),
    ok: 200,
  },
  {
    route: 'GET /api/users/search',
    guard: { domain: 'users', action: 'read', organizationFromRoute: false },
    request: () => ({ url: '/api/users/search?email=walk' }),
    ok: 200,
  },

  // The organization's audit trail, in the current organization.
  { route: 'GET /api/audit-events', guard: settings('read'), request: get('/api/audit-events'), ok: 200 },

  // The super-administrator area: SuperAdmin only, whatever organization the caller belongs to.
  { route: 'GET /api/admin/stats', guard: 'superAdmin', request: get('/api/admin/stats'), ok: 200 },
  { route: 'GET /api/admin/organizations', guard: 'superAdmin', request: get('/api/admin/organizations?q=walk'), ok: 200 },
  {
    route: 'GET /api/admin/organizations/:id',
    guard: 'superAdmin',
    request: (organizationId) => ({ url: `/api/admin/organizations/${organizationId}` }),
    ok: 200,
  },
  {
    route: 'PATCH /api/admin/organizations/:id',
    guard: 'superAdmin',
    request: (organizationId) => ({ url: `/api/admin/organizations/${organizationId}`, payload: { plan: 'Pro' } }),
    ok: 200,
  },
  { route: 'GET /api/admin/users', guard: 'superAdmin', request: get('/api/admin/users?q=walk'), ok: 200 },
  {
    route: 'GET /api/admin/users/:id',
    guard: 'superAdmin',
    request: () => ({ url: `/api/admin/users/${tokens.memberWithoutFlag.userId}` }),
    ok: 200,
  },
  {
    route: 'PATCH /api/admin/users/:id',
    guard: 'superAdmin',
    // Already active: a reactivation that changes nothing (the walk's callers stay signed in).
    request: () => ({ url: `/api/admin/users/${tokens.memberWithoutFlag.userId}`, payload: { isActive: true } }),
    ok: 200,
  },
  { route: 'GET /api/admin/audit-events', guard: 'superAdmin', request: get('/api/admin/audit-events'), ok: 200 },
  {
    route: 'GET /api/admin/audit-events.csv',
    guard: 'superAdmin',
    request: get('/api/admin/audit-events.csv?action=user.deactivated'),
    ok: 200,
  },
  // The public pages and their contact form.
  { route: 'GET /about', guard: 'public', request: get('/about'), ok: 200 },
  // No body: validation answers, whoever calls.
  { route: 'POST /api/contact', guard: 'public', request: get('/api/contact'), ok: 400 },
  { route: 'GET /api/admin/contact-messages', guard: 'superAdmin', request: get('/api/admin/contact-messages'), ok: 200 },
  // OKR: objectives, key results, check-ins, initiatives, tasks, config options, dashboard (current organization).
  { route: 'GET /api/dashboard', guard: current('objectives', 'read'), request: get('/api/dashboard'), ok: 200 },
  { route: 'GET /api/objectives', guard: current('objectives', 'read'), request: get('/api/objectives'), ok: 200 },
  {
    route: 'POST /api/objectives',
    guard: current('objectives', 'create'),
    request: () => ({ url: '/api/objectives', payload: { title: 'Walked objective' } }),
    ok: 201,
  },
  {
    route: 'GET /api/objectives/:id',
    guard: current('objectives', 'read'),
    request: async (organizationId) => ({ url: `/api/objectives/${await walkObjective(organizationId)}` }),
    ok: 200,
  },
  {
    route: 'PATCH /api/objectives/:id',
    guard: current('objectives', 'update'),
    request: async (organizationId) => ({ url: `/api/objectives/${await walkObjective(organizationId)}`, payload: { title: 'Walked' } }),
    ok: 200,
  },
  {
    route: 'DELETE /api/objectives/:id',
    guard: current('objectives', 'delete'),
    request: async (organizationId) => ({ url: `/api/objectives/${await walkObjective(organizationId)}` }),
    ok: 204,
  },
  {
    route: 'GET /api/objectives/:id/key-results',
    guard: current('key_results', 'read'),
    request: async (organizationId) => ({ url: `/api/objectives/${await walkObjective(organizationId)}/key-results` }),
    ok: 200,
  },
  {
    route: 'POST /api/objectives/:id/key-results',
    guard: current('key_results', 'create'),
    request: async (organizationId) => ({
      url: `/api/objectives/${await walkObjective(organizationId)}/key-results`,
      payload: { title: 'Walked', metricType: 'Binary' },
    }),
    ok: 201,
  },
  {
    route: 'GET /api/key-results/:id',
    guard: current('key_results', 'read'),
    request: async (organizationId) => ({ url: `/api/key-results/${await walkKeyResult(organizationId)}` }),
    ok: 200,
  },
  {
    route: 'PATCH /api/key-results/:id',
    guard: current('key_results', 'update'),
    request: async (organizationId) => ({ url: `/api/key-results/${await walkKeyResult(organizationId)}`, payload: { title: 'Walked' } }),
    ok: 200,
  },
  {
    route: 'DELETE /api/key-results/:id',
    guard: current('key_results', 'delete'),
    request: async (organizationId) => ({ url: `/api/key-results/${await walkKeyResult(organizationId)}` }),
    ok: 204,
  },
  {
    route: 'GET /api/key-results/:id/check-ins',
    guard: current('key_results', 'read'),
    request: async (organizationId) => ({ url: `/api/key-results/${await walkKeyResult(organizationId)}/check-ins` }),
    ok: 200,
  },
  {
    route: 'POST /api/key-results/:id/check-ins',
    guard: current('key_results', 'create'),
    request: async (organizationId) => ({
      url: `/api/key-results/${await walkKeyResult(organizationId)}/check-ins`,
      payload: { value: 1, confidence: 7 },
    }),
    ok: 201,
  },
  {
    route: 'GET /api/initiatives',
    guard: current('initiatives', 'read'),
    request: async (organizationId) => ({ url: `/api/initiatives?objectiveId=${await walkObjective(organizationId)}` }),
    ok: 200,
  },
  {
    route: 'POST /api/initiatives',
    guard: current('initiatives', 'create'),
    request: () => ({ url: '/api/initiatives', payload: { name: 'Walked initiative' } }),
    ok: 201,
  },
  {
    route: 'GET /api/initiatives/:id',
    guard: current('initiatives', 'read'),
    request: async (organizationId) => ({ url: `/api/initiatives/${await walkInitiative(organizationId)}` }),
    ok: 200,
  },
  {
    route: 'PATCH /api/initiatives/:id',
    guard: current('initiatives', 'update'),
    request: async (organizationId) => ({ url: `/api/initiatives/${await walkInitiative(organizationId)}`, payload: { name: 'Walked' } }),
    ok: 200,
  },
  {
    route: 'DELETE /api/initiatives/:id',
    guard: current('initiatives', 'delete'),
    request: async (organizationId) => ({ url: `/api/initiatives/${await walkInitiative(organizationId)}` }),
    ok: 204,
  },
  {
    route: 'GET /api/initiatives/:id/tasks',
    guard: current('initiatives', 'read'),
    request: async (organizationId) => ({ url: `/api/initiatives/${await walkInitiative(organizationId)}/tasks` }),
    ok: 200,
  },
  {
    route: 'POST /api/initiatives/:id/tasks',
    guard: current('initiatives', 'create'),
    request: async (organizationId) => ({
      url: `/api/initiatives/${await walkInitiative(organizationId)}/tasks`,
      payload: { title: 'Walked task' },
    }),
    ok: 201,
  },
  {
    route: 'PATCH /api/tasks/:id',
    guard: current('initiatives', 'update'),
    request: async (organizationId) => ({ url: `/api/tasks/${await walkTask(organizationId)}`, payload: { status: 'Completed' } }),
    ok: 200,
  },
  {
    route: 'DELETE /api/tasks/:id',
    guard: current('initiatives', 'delete'),
    request: async (organizationId) => ({ url: `/api/tasks/${await walkTask(organizationId)}` }),
    ok: 204,
  },
  { route: 'GET /api/config-options', guard: current('objectives', 'read'), request: get('/api/config-options'), ok: 200 },
  {
    route: 'POST /api/config-options',
    guard: settings('create'),
    request: () => ({ url: '/api/config-options', payload: { kind: 'Strategic Axis', value: 'Walked axis' } }),
    ok: 201,
  },
  {
    route: 'PATCH /api/config-options/:id',
    guard: settings('update'),
    request: async (organizationId) => ({ url: `/api/config-options/${await walkOption(organizationId)}`, payload: { value: `Walked ${randomUUID()}` } }),
    ok: 200,
  },
  {
    route: 'DELETE /api/config-options/:id',
    guard: settings('delete'),
    request: async (organizationId) => ({ url: `/api/config-options/${await walkOption(organizationId)}` }),
    ok: 204,
  },
];

// Fastify answers HEAD for every GET route with the same guard; the trailing-slash twin of the
// Swagger UI's page is only registered as HEAD in the route table.
const headCases: WalkCase[] = [
  ...cases.filter((c) => c.route.startsWith('GET ')).map((c) => ({ ...c, route: c.route.replace(/^GET /, 'HEAD ') })),
  { route: 'HEAD /api/docs/', guard: 'public', request: get('/api/docs/'), ok: 200 },
];
const allCases = [...cases, ...headCases];

function normalize(guard: RouteGuard): ExpectedGuard {
  if (typeof guard === 'string') return guard;
  return { domain: guard.domain, action: guard.action, organizationFromRoute: guard.organizationId !== undefined };
}

function expectedStatus(walk: WalkCase, caller: Caller): number {
  const { guard } = walk;
  const passed = (): number => walk.handlerAnswers?.[caller] ?? walk.ok;
  if (guard === 'public') return passed();
  if (caller === 'anonymous') return 401;
  if (guard === 'signedIn') return passed();
  if (guard === 'superAdmin') return caller === 'superAdmin' ? passed() : 403;
  if (caller === 'memberWithFlag') return passed();
  if (caller === 'memberWithoutFlag') return 403;
  // Not members of the organization: a super administrator holds no organization's flags.
  return 404;
}

const tokens = {} as Record<Exclude<Caller, 'anonymous'>, { accessToken: string; userId: string }>;

beforeAll(async () => {
  for (const caller of callers) {
    if (caller === 'anonymous') continue;
    const { accessToken, user } = await register(ctx.app);
    tokens[caller] = { accessToken, userId: user.id };
  }
  await grantSuperAdmin(ctx.db, tokens.superAdmin.userId);
});

/** An organization owned (Owner, default Admin role) by memberWithFlag, where memberWithoutFlag holds one Custom role without rows. */
async function walkOrganization(): Promise<string> {
  const { organization } = await createOrganization(ctx.db, {
    name: 'Walk',
    ownerId: tokens.memberWithFlag.userId,
  });
  const memberId = tokens.memberWithoutFlag.userId;
  await addMember(ctx.db, { organizationId: organization.id, userId: memberId, membershipType: 'Member', roleIds: [] });
  await grantCustomRole(ctx.db, organization.id, memberId);
  return organization.id;
}

/** A Custom role of the organization, with one permission row, held by nobody. */
async function customRole(organizationId: string): Promise<string> {
  const { roleId } = await customRoleWithRow(ctx.db, organizationId);
  return roleId;
}

/** A ready document of the organization's assistant. */
async function aiDocument(organizationId: string): Promise<string> {
  const id = randomUUID();
  await ctx.db
    .insertInto('ai_documents')
    .values({ id, organization_id: organizationId, title: 'Walked', status: 'ready', kind: 'txt', mime_type: 'text/plain', size_bytes: 1, sha256: 'x' })
    .execute();
  return id;
}

/** The permission row of a fresh Custom role of the organization. */
async function customPermission(organizationId: string): Promise<string> {
  const { permissionId } = await customRoleWithRow(ctx.db, organizationId);
  return permissionId;
}

/** A fresh objective of the organization. */
async function walkObjective(organizationId: string): Promise<string> {
  const id = randomUUID();
  await scoped(ctx.db, organizationId).insertInto('objectives', [{ id, title: 'Walk', type: 'Tactical', status: 'Active', description: null, impact_category: null, operational_area: null, strategic_axis: null, owner_id: null, parent_objective_id: null, start_date: null, end_date: null }]).execute();
  return id;
}

/** A fresh Binary key result of a fresh objective. */
async function walkKeyResult(organizationId: string): Promise<string> {
  const id = randomUUID();
  await scoped(ctx.db, organizationId)
    .insertInto('key_results', [
      {
        id,
        objective_id: await walkObjective(organizationId),
        title: 'Walk',
        description: null,
        metric_type: 'Binary',
        start_value: 0,
        target_value: 1,
        current_value: 0,
        unit: null,
        weight: 1,
        deliverable_status: 'Pending',
        owner_id: null,
        due_date: null,
        progress: 0,
        confidence: null,
        last_check_in_at: null,
      },
    ])
    .execute();
  return id;
}

/** A fresh initiative (written directly: the Free plan's limit is the API's, not the walk's). */
async function walkInitiative(organizationId: string): Promise<string> {
  const id = randomUUID();
  await scoped(ctx.db, organizationId)
    .insertInto('initiatives', [{ id, name: 'Walk', description: null, status: 'To Start', owner_id: null, start_date: null, end_date: null }])
    .execute();
  return id;
}

/** A fresh task of a fresh initiative. */
async function walkTask(organizationId: string): Promise<string> {
  const id = randomUUID();
  await scoped(ctx.db, organizationId)
    .insertInto('tasks', [
      { id, initiative_id: await walkInitiative(organizationId), title: 'Walk', description: null, status: 'To Do', assignee_id: null, due_date: null },
    ])
    .execute();
  return id;
}

/** A fresh option of the organization's own. */
async function walkOption(organizationId: string): Promise<string> {
  const id = randomUUID();
  await scoped(ctx.db, organizationId)
    .insertInto('config_options', [{ id, kind: 'Impact Category', scope: 'Organization', value: `Walk ${id}` }])
    .execute();
  return id;
}

describe('the route walk', () => {
  it('has a case for every registered route, with the guard the route declares', () => {
    const declared = Object.fromEntries(ctx.app.routeGuards.map((r) => [`${r.method} ${r.url}`, normalize(r.guard)]));
    const walked = Object.fromEntries(allCases.map((c) => [c.route, c.guard]));
    expect(declared).toEqual(walked);
  });

  it.each(allCases)('$route answers each kind of caller as its guard says', async (walk) => {
    const organizationId = await walkOrganization();
    const method = walk.route.split(' ')[0] as 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS';
    const answered: Partial<Record<Caller, number>> = {};
    const expected: Partial<Record<Caller, number>> = {};
    // memberWithFlag last: its call may delete the organization.
    for (const caller of callers) {
      const { url, payload, headers = {} } = await walk.request(organizationId);
      const credentials = caller === 'anonymous' ? {} : bearer(tokens[caller].accessToken);
      const organization = typeof walk.guard === 'object' ? { [ORGANIZATION_HEADER]: organizationId } : {};
      const response = await ctx.app.inject({
        method,
        url,
        payload,
        headers: { ...headers, ...organization, ...credentials },
      });
      answered[caller] = response.statusCode;
      expected[caller] = expectedStatus(walk, caller);
      if (method !== 'HEAD' && [401, 403, 404].includes(response.statusCode) && walk.guard !== 'public') {
        const body = response.json<{ code: string; message: string }>();
        expect(body.code, `${caller}: ${response.body}`).toBe(
          { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[response.statusCode],
        );
        if (response.statusCode === 403 && typeof walk.guard === 'object') {
          expect(body.message).toContain(`${walk.guard.domain}.${walk.guard.action}`);
        }
      }
    }
    expect(answered).toEqual(expected);
  });
});
