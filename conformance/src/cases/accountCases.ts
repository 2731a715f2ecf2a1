import { ORGANIZATION_HEADER, defaultRolePermissions, effectivePermissions, permissionDomains } from '@okr/contract';
import type { CompleteOnboardingResponse, MeResponse, OrganizationRoleType, PermissionDomain, PermissionFlags } from '@okr/contract';
import { CompleteOnboardingResponse as CompleteOnboardingSchema, MeResponse as MeSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import { memberOf, signUp, unknownId } from '../setup/signUp';

const none: PermissionFlags = { canCreate: false, canRead: false, canUpdate: false, canDelete: false };

/** The flags api-contract.md gives each default role, written out per domain from the contract's table. */
function expectedPermissions(roleType: OrganizationRoleType): Record<PermissionDomain, PermissionFlags> {
  if (roleType === 'Admin') return effectivePermissions([{ roleType: 'Admin', category: 'Application', rows: [] }]);
  const rows: Partial<Record<PermissionDomain, PermissionFlags>> = defaultRolePermissions[roleType];
  return Object.fromEntries(permissionDomains.map((domain) => [domain, rows[domain] ?? none])) as Record<
    PermissionDomain,
    PermissionFlags
  >;
}

const meAs = (roleType: 'Editor' | 'Viewer') =>
  defineCase({
    name: `me: a ${roleType} gets the ${roleType} role and its default permissions in that organization`,
    setup: async (harness) => {
      const owner = await signUp(harness, 'owner');
      const member = await memberOf(harness, owner.organizationId, roleType);
      return { member, organizationId: owner.organizationId };
    },
    steps: [
      {
        send: ({ member, organizationId }) => ({
          method: 'GET',
          path: '/auth/me',
          token: member.accessToken,
          headers: { [ORGANIZATION_HEADER]: organizationId },
        }),
        expect: {
          status: 200,
          schema: MeSchema,
          check: (body: MeResponse, { organizationId }) => {
            expect(body.organization?.id).toBe(organizationId);
            expect(body.user.roles.map((role) => role.roleType)).toEqual([roleType]);
            expect(body.organizations).toHaveLength(2);
            expect(body.permissions).toEqual(expectedPermissions(roleType));
          },
        },
      },
    ],
  });

export const accountCases = [
  defineCase({
    name: 'me: the Admin of an organization holds every flag there',
    setup: (harness) => signUp(harness, 'me-admin'),
    steps: [
      {
        send: ({ accessToken }) => ({ method: 'GET', path: '/auth/me', token: accessToken }),
        expect: {
          status: 200,
          schema: MeSchema,
          check: (body: MeResponse, account) => {
            expect(body.user.id).toBe(account.userId);
            expect(body.organization?.id).toBe(account.organizationId);
            expect(body.organizations.map((organization) => organization.id)).toEqual([account.organizationId]);
            expect(body.permissions).toEqual(expectedPermissions('Admin'));
          },
        },
      },
    ],
  }),
  meAs('Editor'),
  meAs('Viewer'),
  defineCase({
    name: `me: 404 when ${ORGANIZATION_HEADER} names an organization the caller is not a member of`,
    setup: async (harness) => ({ stranger: await signUp(harness, 'stranger'), other: await signUp(harness, 'other') }),
    steps: [
      {
        send: ({ stranger, other }) => ({
          method: 'GET',
          path: '/auth/me',
          token: stranger.accessToken,
          headers: { [ORGANIZATION_HEADER]: other.organizationId },
        }),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Organization not found' },
      },
      {
        send: ({ stranger }) => ({
          method: 'GET',
          path: '/auth/me',
          token: stranger.accessToken,
          headers: { [ORGANIZATION_HEADER]: unknownId },
        }),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Organization not found' },
      },
    ],
  }),
  defineCase({
    name: 'complete-onboarding: marks the user, and /auth/me says so afterwards',
    setup: (harness) => signUp(harness, 'onboarding'),
    steps: [
      {
        send: ({ accessToken }) => ({ method: 'POST', path: '/auth/complete-onboarding', token: accessToken }),
        expect: {
          status: 200,
          schema: CompleteOnboardingSchema,
          check: (body: CompleteOnboardingResponse) => expect(body.user.isOnboardingComplete).toBe(true),
        },
      },
      {
        send: ({ accessToken }) => ({ method: 'GET', path: '/auth/me', token: accessToken }),
        expect: { status: 200, check: (body: MeResponse) => expect(body.user.isOnboardingComplete).toBe(true) },
      },
    ],
  }),
];
