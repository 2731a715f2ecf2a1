import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { defaultRolePermissions, noPermissions, ORGANIZATION_HEADER } from '@okr/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteGuard } from '../../src/modules/authorization/RouteGuard';
import { hashApiKeySecret, newApiKeySecret, prefixOf } from '../../src/modules/apiKeys/apiKeySecret';
import { grantSuperAdmin } from '../../src/modules/authorization/superAdminRole';
import { createOrganization } from '../../src/modules/organizations/createOrganization';
import { addMember } from '../../src/modules/organizations/memberships';
import { bearer, register } from '../support/api';
import { grantCustomRole } from '../support/membership';
import { useTestApp } from '../support/testApp';
import { accountCases } from './routeWalk/accountCases';
import { adminCases } from './routeWalk/adminCases';
import { assistantCases } from './routeWalk/assistantCases';
import { integrationCases } from './routeWalk/integrationCases';
import { invitationCases } from './routeWalk/invitationCases';
import { webhookCases } from './routeWalk/webhookCases';
import { chatCases } from './routeWalk/chatCases';
import { reportCases } from './routeWalk/reportCases';
import { scimCases } from './routeWalk/scimCases';
import { ssoCases } from './routeWalk/ssoCases';
import { okrCases } from './routeWalk/okrCases';
import { periodCases } from './routeWalk/periodCases';
import { commentCases } from './routeWalk/commentCases';
import { settingsCases } from './routeWalk/settingsCases';
import { callers, get, isKeyCaller, partner } from './routeWalk/walkCase';
import type { Caller, ExpectedGuard, KeyCaller, WalkCase, WalkWorld } from './routeWalk/walkCase';

// The route walk: every route the app registers, called by each kind of caller, answers as its
// declared guard says. A route added without a case (in routeWalk/, by area) fails the first test.

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

const world: WalkWorld = {
  get db() {
    return ctx.db;
  },
  tokens: {} as WalkWorld['tokens'],
};
const { tokens } = world;

const cases: WalkCase[] = [
  ...accountCases(world),
  ...settingsCases(world),
  ...assistantCases(world),
  ...adminCases(world),
  ...okrCases(world),
  ...periodCases(world),
  ...commentCases(world),
  ...integrationCases(world),
  ...invitationCases(world),
  ...webhookCases(world),
  ...chatCases(world),
  ...reportCases(world),
  ...ssoCases(world),
  ...scimCases(world),
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
  return {
    domain: guard.domain,
    action: guard.action,
    organizationFromRoute: guard.organizationId !== undefined,
    ...(guard.apiKeys === false && { people: true as const }),
  };
}

function expectedStatus(walk: WalkCase, caller: Caller): number {
  const { guard } = walk;
  const passed = (): number => walk.handlerAnswers?.[caller] ?? walk.ok;
  if (guard === 'public') return passed();
  // Only a SCIM token passes it, and no caller of the walk holds one.
  if (caller === 'anonymous' || guard === 'scimToken') return 401;
  // API keys reach permission-guarded routes only, never those kept for people.
  if (isKeyCaller(caller)) {
    if (typeof guard !== 'object' || guard.people) return 403;
    return caller === 'apiKeyWithFlag' ? passed() : 403;
  }
  if (guard === 'signedIn') return passed();
  if (guard === 'superAdmin') return caller === 'superAdmin' ? passed() : 403;
  if (caller === 'memberWithFlag') return passed();
  if (caller === 'memberWithoutFlag') return 403;
  // Not members of the organization: a super administrator holds no organization's flags.
  return 404;
}

beforeAll(async () => {
  for (const caller of callers) {
    if (caller === 'anonymous' || isKeyCaller(caller)) continue;
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

/**
 * An organization of its own for an API-key caller (a key that passes its guard changes things, as
 * memberWithFlag's call does in the case's organization), on Pro, with the key, made by its Owner.
 */
async function keyedOrganization(caller: KeyCaller): Promise<{ organizationId: string; secret: string }> {
  const organizationId = await walkOrganization();
  await ctx.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', organizationId).execute();
  const secret = newApiKeySecret();
  const flags = caller === 'apiKeyWithFlag' ? defaultRolePermissions.Admin : noPermissions();
  await ctx.db
    .insertInto('api_keys')
    .values({
      id: randomUUID(),
      organization_id: organizationId,
      name: caller,
      prefix: prefixOf(secret),
      secret_hash: hashApiKeySecret(secret),
      permissions: JSON.stringify(flags),
      created_by: tokens.memberWithFlag.userId,
      created_by_name: 'Walk owner',
    })
    .execute();
  return { organizationId, secret };
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
      // A public route never looks at a credential: a key there is nobody.
      if (walk.guard === 'public' && isKeyCaller(caller)) continue;
      const keyed = isKeyCaller(caller) ? await keyedOrganization(caller) : null;
      const inOrganization = keyed?.organizationId ?? organizationId;
      const { url, payload, headers = {} } = await walk.request(inOrganization);
      const credentials =
        caller === 'anonymous' ? {} : keyed ? bearer(keyed.secret) : bearer(tokens[caller as keyof typeof tokens].accessToken);
      const organization = typeof walk.guard === 'object' ? { [ORGANIZATION_HEADER]: inOrganization } : {};
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
        if (response.statusCode === 403 && typeof walk.guard === 'object' && !(isKeyCaller(caller) && walk.guard.people)) {
          expect(body.message).toContain(`${walk.guard.domain}.${walk.guard.action}`);
        }
      }
    }
    expect(answered).toEqual(expected);
  });
});
