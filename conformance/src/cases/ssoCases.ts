import {
  SSO_DISCOVERY_FAILED_MESSAGE,
  SSO_NOT_AVAILABLE_MESSAGE,
  SSO_NOT_CONFIGURED_MESSAGE,
  SSO_PLAN_MESSAGE,
  SSO_REQUIRED_MESSAGE,
  SSO_SECRET_REQUIRED_MESSAGE,
  ssoDomainTakenMessage,
  ssoDomainUnknownMessage,
} from '@okr/contract';
import type { SsoConnection, SsoStartAnswer } from '@okr/contract';
import { SsoConnection as SsoConnectionSchema, SsoStartAnswer as SsoStartAnswerSchema, SsoVerifyDomainAnswer } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, SsoProvider } from '../Harness';
import { signUp } from '../setup/signUp';
import type { Account } from '../setup/signUp';
import { as, invalid } from './okr/okrRequests';

// Single sign-on (api-contract.md "Single sign-on"): the connection of an Enterprise organization,
// its domains and the start of a sign-in. The server's runner saves connections to a real
// provider it runs; the callback's flow is the API suite's (apps/api/test/sso).

interface World {
  owner: Account;
  other: Account;
  superAdmin: Account;
  provider: SsoProvider;
  domain: string;
}

/** A domain no other case (or run on a shared PostgreSQL) uses. */
const uniqueDomain = () => `conf-${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}.test`;

async function enterprise(harness: Harness, plan: 'Pro' | 'Enterprise' = 'Enterprise'): Promise<World> {
  const owner = await signUp(harness, 'sso-owner');
  const other = await signUp(harness, 'sso-other');
  const superAdmin = await signUp(harness, 'sso-super');
  await harness.grantSuperAdmin(superAdmin.userId);
  await harness.setPlan(owner.organizationId, plan);
  await harness.setPlan(other.organizationId, 'Enterprise');
  return { owner, other, superAdmin, provider: harness.ssoProvider(), domain: uniqueDomain() };
}

const ssoOf = (account: Account, rest = '') => `/organizations/${account.organizationId}/sso${rest}`;
const body = ({ provider, domain }: World, changes: Record<string, unknown> = {}) => ({
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  domains: [domain],
  defaultRoleType: 'Viewer',
  enforced: false,
  ...changes,
});
const plan402 = { status: 402, code: 'PLAN_LIMIT_REACHED', message: SSO_PLAN_MESSAGE } as const;

export const ssoCases = [
  defineCase<World>({
    name: 'SSO below Enterprise: 402 on read, save and verify; nothing to delete 404',
    setup: (harness) => enterprise(harness, 'Pro'),
    steps: [
      { send: ({ owner }) => as(owner, 'GET', ssoOf(owner)), expect: plan402 },
      { send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world)), expect: plan402 },
      { send: ({ owner, domain }) => as(owner, 'POST', ssoOf(owner, `/domains/${domain}/verify`)), expect: plan402 },
      { send: ({ owner }) => as(owner, 'DELETE', ssoOf(owner)), expect: { status: 404, code: 'NOT_FOUND', message: SSO_NOT_CONFIGURED_MESSAGE } },
      { send: (world) => as(world.other, 'GET', ssoOf(world.owner)), expect: { status: 404, code: 'NOT_FOUND' } },
    ],
  }),
  defineCase<World>({
    name: 'SSO on Enterprise: saved without its secret in any answer; bad input 400; unusable issuer 422; a domain of another organization 409; verify 422 without the TXT record',
    setup: (harness) => enterprise(harness),
    steps: [
      { send: ({ owner }) => as(owner, 'GET', ssoOf(owner)), expect: { status: 404, code: 'NOT_FOUND', message: SSO_NOT_CONFIGURED_MESSAGE } },
      {
        send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world, { clientSecret: undefined })),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (b: { details: { field: string; message: string }[] }) => expect(b.details).toEqual([{ field: 'clientSecret', message: SSO_SECRET_REQUIRED_MESSAGE }]) },
      },
      { send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world, { domains: ['not a domain'], defaultRoleType: 'SuperAdmin' })), expect: invalid('domains.0', 'defaultRoleType') },
      { send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world, { domains: [] })), expect: invalid('domains') },
      { send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world, { extra: true })), expect: invalid('extra') },
      {
        send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world, { issuer: 'https://idp.invalid' })),
        expect: { status: 422, code: 'RULE_VIOLATION', message: SSO_DISCOVERY_FAILED_MESSAGE },
      },
      {
        send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world, { domains: [world.domain.toUpperCase()] })),
        expect: {
          status: 200,
          schema: SsoConnectionSchema,
          check: (b: SsoConnection, { provider, domain }: World) => {
            expect(b).toMatchObject({ issuer: provider.issuer, clientId: provider.clientId, defaultRoleType: 'Viewer', enforced: false });
            expect(b.domains).toEqual([{ domain, verified: false, verificationRecord: expect.stringMatching(/^okr-verification=[A-Za-z0-9_-]{20,}$/) }]);
            expect(b.redirectUri).toMatch(/^https?:\/\/[^/]+\/api\/auth\/sso\/callback$/);
            expect(JSON.stringify(b)).not.toContain(provider.clientSecret);
          },
        },
      },
      {
        send: ({ owner }) => as(owner, 'GET', ssoOf(owner)),
        expect: { status: 200, check: (b: SsoConnection, world: World) => expect(JSON.stringify(b)).not.toContain(world.provider.clientSecret) },
      },
      // Saved again without the secret: the stored one is kept, and so is the domain's token.
      {
        send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world, { clientSecret: undefined, enforced: true })),
        expect: { status: 200, check: (b: SsoConnection) => expect(b.enforced).toBe(true) },
      },
      {
        send: (world) => as(world.other, 'PUT', ssoOf(world.other), body(world)),
        expect: { status: 409, code: 'CONFLICT', check: (b: { message: string }, { domain }: World) => expect(b.message).toBe(ssoDomainTakenMessage(domain)) },
      },
      {
        send: ({ owner, domain }) => as(owner, 'POST', ssoOf(owner, `/domains/${domain}/verify`)),
        expect: {
          status: 422,
          code: 'RULE_VIOLATION',
          check: (b: { message: string; details: unknown }, { domain }: World) => expect(b.details).toEqual({ domain, expected: expect.stringMatching(/^okr-verification=/), found: [] }),
        },
      },
      {
        send: ({ owner }) => as(owner, 'POST', ssoOf(owner, '/domains/elsewhere.test/verify')),
        expect: { status: 422, code: 'RULE_VIOLATION', message: ssoDomainUnknownMessage('elsewhere.test') },
      },
      { send: ({ owner }) => as(owner, 'POST', ssoOf(owner, '/domains/not_a_domain/verify')), expect: invalid('domain') },
    ],
  }),
  defineCase<World>({
    name: 'SSO sign-in: start 404 until the domain is verified (by a super administrator), then the provider’s URL with PKCE S256, state and nonce; enforced refuses password sign-in 403 SSO_REQUIRED; removed, start 404 again',
    setup: (harness) => enterprise(harness),
    steps: [
      {
        send: (world) => as(world.owner, 'PUT', ssoOf(world.owner), body(world, { enforced: true })),
        expect: { status: 200, check: (b: SsoConnection, { domain }: World) => expect(b.domains[0]).toMatchObject({ domain, verified: false }) },
      },
      { send: ({ domain }) => ({ method: 'POST', path: '/auth/sso/start', body: { email: `ana@${domain}` } }), expect: { status: 404, code: 'NOT_FOUND', message: SSO_NOT_AVAILABLE_MESSAGE } },
      // Not verified yet: password sign-in is still allowed to try (401 for an unknown account).
      { send: ({ domain }) => ({ method: 'POST', path: '/auth/login', body: { email: `ana@${domain}`, password: 'whatever-password' } }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
      {
        send: ({ superAdmin, owner }) => as(superAdmin, 'PATCH', `/admin/organizations/${owner.organizationId}`, { verifySsoDomain: 'elsewhere.test' }),
        expect: { status: 422, code: 'RULE_VIOLATION', message: ssoDomainUnknownMessage('elsewhere.test') },
      },
      { send: ({ superAdmin, owner, domain }) => as(superAdmin, 'PATCH', `/admin/organizations/${owner.organizationId}`, { verifySsoDomain: domain }), expect: { status: 200 } },
      {
        send: ({ owner, domain }) => as(owner, 'POST', ssoOf(owner, `/domains/${domain}/verify`)),
        expect: { status: 200, schema: SsoVerifyDomainAnswer, check: (b: unknown, { domain }: World) => expect(b).toEqual({ domain, verified: true }) },
      },
      {
        send: ({ domain }) => ({ method: 'POST', path: '/auth/sso/start', body: { email: `Ana@${domain.toUpperCase()}` } }),
        expect: {
          status: 200,
          schema: SsoStartAnswerSchema,
          check: (b: SsoStartAnswer, { provider }: World) => {
            const url = new URL(b.redirectUrl);
            expect(url.href.startsWith(provider.issuer)).toBe(true);
            const query = Object.fromEntries(url.searchParams);
            expect(query).toMatchObject({ client_id: provider.clientId, response_type: 'code', code_challenge_method: 'S256' });
            expect(query.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
            expect(query.redirect_uri).toMatch(/\/api\/auth\/sso\/callback$/);
            for (const name of ['state', 'nonce', 'code_challenge'] as const) expect(query[name]?.length).toBeGreaterThanOrEqual(20);
          },
        },
      },
      {
        send: ({ domain }) => ({ method: 'POST', path: '/auth/login', body: { email: `ana@${domain}`, password: 'whatever-password' } }),
        expect: { status: 403, code: 'SSO_REQUIRED', message: SSO_REQUIRED_MESSAGE, check: (b: { details: unknown }, { domain }: World) => expect(b.details).toEqual({ domain }) },
      },
      { send: ({ domain }) => ({ method: 'POST', path: '/auth/forgot-password', body: { email: `ana@${domain}` } }), expect: { status: 202 } },
      // The owner's own address is on another domain: unaffected.
      { send: ({ owner }) => ({ method: 'POST', path: '/auth/login', body: { email: owner.email, password: owner.password } }), expect: { status: 200 } },
      { send: ({ owner }) => as(owner, 'DELETE', ssoOf(owner)), expect: { status: 204 } },
      { send: ({ domain }) => ({ method: 'POST', path: '/auth/sso/start', body: { email: `ana@${domain}` } }), expect: { status: 404, code: 'NOT_FOUND' } },
      { send: ({ owner }) => as(owner, 'GET', ssoOf(owner)), expect: { status: 404, code: 'NOT_FOUND', message: SSO_NOT_CONFIGURED_MESSAGE } },
    ],
  }),
];
