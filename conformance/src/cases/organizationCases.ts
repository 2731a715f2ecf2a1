import { defaultRolePermissions, noPermissions } from '@okr/contract';
import type { MeResponse, Organization, SwitchOrganizationResponse, UserOrganization } from '@okr/contract';
import {
  Organization as OrganizationSchema,
  SwitchOrganizationResponse as SwitchSchema,
  UserOrganization as UserOrganizationSchema,
} from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness } from '../Harness';
import { memberOf, signUp, unknownId } from '../setup/signUp';

const notFound = { status: 404, code: 'NOT_FOUND', message: 'Organization not found' } as const;
const byId = (id: string) => `/organizations/${id}`;

/** An owner's organization with an Editor member and a stranger who belongs elsewhere. */
async function organizationWithEditorAndStranger(harness: Harness) {
  const owner = await signUp(harness, 'owner');
  const editor = await memberOf(harness, owner.organizationId, 'Editor');
  const stranger = await signUp(harness, 'stranger');
  return { owner, editor, stranger, organizationId: owner.organizationId };
}

const ids = (organizations: { id: string }[]) => organizations.map((organization) => organization.id);

export const organizationCases = [
  defineCase({
    name: "organizations: lists the caller's organizations; a SuperAdmin's list has everyone's",
    setup: async (harness) => {
      const world = await organizationWithEditorAndStranger(harness);
      const superAdmin = await signUp(harness, 'superadmin');
      await harness.grantSuperAdmin(superAdmin.userId);
      return { ...world, superAdmin };
    },
    steps: [
      {
        send: ({ editor }) => ({ method: 'GET', path: '/organizations', token: editor.accessToken }),
        expect: {
          status: 200,
          schema: OrganizationSchema.array(),
          check: (body: Organization[], { editor, organizationId }) =>
            expect(ids(body).sort()).toEqual([editor.organizationId, organizationId].sort()),
        },
      },
      {
        send: ({ superAdmin }) => ({ method: 'GET', path: '/organizations', token: superAdmin.accessToken }),
        expect: {
          status: 200,
          schema: OrganizationSchema.array(),
          check: (body: Organization[], { organizationId, stranger }) =>
            expect(ids(body)).toEqual(expect.arrayContaining([organizationId, stranger.organizationId])),
        },
      },
    ],
  }),
  defineCase({
    name: 'organizations/user: each organization with the membership type and roles held there',
    setup: organizationWithEditorAndStranger,
    steps: [
      {
        send: ({ editor }) => ({ method: 'GET', path: '/organizations/user', token: editor.accessToken }),
        expect: {
          status: 200,
          schema: UserOrganizationSchema.array(),
          check: (body: UserOrganization[], { editor, organizationId }) => {
            const summary = body.map((entry) => [entry.id, entry.membershipType, entry.roles.map((role) => role.roleType)]);
            expect(summary).toEqual([
              [editor.organizationId, 'Owner', ['Admin']],
              [organizationId, 'Member', ['Editor']],
            ]);
          },
        },
      },
    ],
  }),
  defineCase({
    name: 'organizations/{id}: a member reads it; a stranger and an unknown id get the same 404; a SuperAdmin reads any',
    setup: async (harness) => {
      const world = await organizationWithEditorAndStranger(harness);
      const superAdmin = await signUp(harness, 'superadmin');
      await harness.grantSuperAdmin(superAdmin.userId);
      return { ...world, superAdmin };
    },
    steps: [
      {
        send: ({ editor, organizationId }) => ({ method: 'GET', path: byId(organizationId), token: editor.accessToken }),
        expect: {
          status: 200,
          schema: OrganizationSchema,
          check: (body: Organization, { organizationId }) => expect(body.id).toBe(organizationId),
        },
      },
      { send: ({ stranger, organizationId }) => ({ method: 'GET', path: byId(organizationId), token: stranger.accessToken }), expect: notFound },
      { send: ({ stranger }) => ({ method: 'GET', path: byId(unknownId), token: stranger.accessToken }), expect: notFound },
      { send: ({ stranger }) => ({ method: 'GET', path: byId('not-a-uuid'), token: stranger.accessToken }), expect: notFound },
      {
        send: ({ superAdmin, organizationId }) => ({ method: 'GET', path: byId(organizationId), token: superAdmin.accessToken }),
        expect: { status: 200, schema: OrganizationSchema },
      },
    ],
  }),
  defineCase({
    name: 'organizations/switch: makes it current, answers the roles and permissions there; /auth/me follows',
    setup: organizationWithEditorAndStranger,
    steps: [
      {
        send: ({ editor, organizationId }) => ({
          method: 'POST',
          path: '/organizations/switch',
          token: editor.accessToken,
          body: { organizationId },
        }),
        expect: {
          status: 200,
          schema: SwitchSchema,
          check: (body: SwitchOrganizationResponse, { organizationId }) => {
            expect(body.organization.id).toBe(organizationId);
            expect(body.userRoles.map((role) => role.roleType)).toEqual(['Editor']);
            expect(body.permissions.objectives).toEqual(defaultRolePermissions.Editor.objectives);
            expect(body.permissions.settings.canRead).toBe(false);
          },
        },
      },
      {
        send: ({ editor }) => ({ method: 'GET', path: '/auth/me', token: editor.accessToken }),
        expect: { status: 200, check: (body: MeResponse, { organizationId }) => expect(body.organization?.id).toBe(organizationId) },
      },
    ],
  }),
  defineCase({
    name: 'organizations/switch: 404 for a stranger (a SuperAdmin included), 400 without an organization id',
    setup: async (harness) => {
      const world = await organizationWithEditorAndStranger(harness);
      await harness.grantSuperAdmin(world.stranger.userId);
      return world;
    },
    steps: [
      {
        send: ({ stranger, organizationId }) => ({ method: 'POST', path: '/organizations/switch', token: stranger.accessToken, body: { organizationId } }),
        expect: notFound,
      },
      {
        send: ({ stranger }) => ({ method: 'POST', path: '/organizations/switch', token: stranger.accessToken, body: {} }),
        expect: { status: 400, code: 'VALIDATION_ERROR', message: 'Validation failed' },
      },
    ],
  }),
  defineCase({
    name: 'organizations: create makes the caller Owner and Admin of a Free organization',
    setup: (harness) => signUp(harness, 'creator'),
    steps: [
      {
        send: ({ accessToken }) => ({
          method: 'POST',
          path: '/organizations',
          token: accessToken,
          body: { name: 'Second Venture', website: '', industry: 'Energy' },
        }),
        expect: {
          status: 201,
          schema: OrganizationSchema,
          check: (body: Organization) =>
            expect(body).toMatchObject({ name: 'Second Venture', website: null, industry: 'Energy', plan: 'Free' }),
        },
      },
      {
        send: ({ accessToken }) => ({ method: 'GET', path: '/organizations/user', token: accessToken }),
        expect: {
          status: 200,
          check: (body: UserOrganization[]) =>
            expect(body.find((entry) => entry.name === 'Second Venture')).toMatchObject({
              membershipType: 'Owner',
              roles: [expect.objectContaining({ roleType: 'Admin' })],
            }),
        },
      },
    ],
  }),
  defineCase({
    name: 'organizations: create answers 400 without a name',
    setup: (harness) => signUp(harness, 'creator'),
    steps: [
      {
        send: ({ accessToken }) => ({ method: 'POST', path: '/organizations', token: accessToken, body: { website: 'https://x.example' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR', message: 'Validation failed' },
      },
    ],
  }),
  defineCase({
    name: 'organizations/{id} PATCH: the Admin updates it (emptied fields become null) and a read shows it',
    setup: (harness) => signUp(harness, 'patcher'),
    steps: [
      {
        send: ({ accessToken, organizationId }) => ({
          method: 'PATCH',
          path: byId(organizationId),
          token: accessToken,
          body: { name: 'Renamed', website: '', size: 'large' },
        }),
        expect: {
          status: 200,
          schema: OrganizationSchema,
          check: (body: Organization) => expect(body).toMatchObject({ name: 'Renamed', website: null, size: 'large' }),
        },
      },
      {
        send: ({ accessToken, organizationId }) => ({ method: 'GET', path: byId(organizationId), token: accessToken }),
        expect: { status: 200, check: (body: Organization) => expect(body.name).toBe('Renamed') },
      },
      {
        send: ({ accessToken, organizationId }) => ({ method: 'PATCH', path: byId(organizationId), token: accessToken, body: {} }),
        expect: { status: 400, code: 'VALIDATION_ERROR', message: 'Validation failed' },
      },
    ],
  }),
  defineCase({
    name: 'organizations/{id} PATCH: 403 naming the missing flag for an Editor; 404 for a stranger',
    setup: organizationWithEditorAndStranger,
    steps: [
      {
        send: ({ editor, organizationId }) => ({ method: 'PATCH', path: byId(organizationId), token: editor.accessToken, body: { name: 'Nope' } }),
        expect: {
          status: 403,
          code: 'FORBIDDEN',
          message: "You don't have permission to update organizations (missing: organizations.update)",
        },
      },
      {
        send: ({ stranger, organizationId }) => ({ method: 'PATCH', path: byId(organizationId), token: stranger.accessToken, body: { name: 'Nope' } }),
        expect: notFound,
      },

      {
        send: ({ owner, organizationId }) => ({ method: 'GET', path: byId(organizationId), token: owner.accessToken }),
        expect: { status: 200, check: (body: Organization, { owner }) => expect(body.name).toBe(`${owner.firstName} ${owner.lastName}'s Organization`) },
      },
    ],
  }),
  defineCase({
    name: "organizations/{id} PATCH: a stranger's invalid body still gets 404, never a 400 describing it",
    setup: organizationWithEditorAndStranger,
    steps: [
      {
        send: ({ stranger, organizationId }) => ({ method: 'PATCH', path: byId(organizationId), token: stranger.accessToken, body: { plan: 'Enterprise' } }),
        expect: notFound,
      },
    ],
  }),
  defineCase({
    name: 'organizations/{id} DELETE: the Owner deletes it; it is gone for every member, who fall back to another',
    setup: organizationWithEditorAndStranger,
    steps: [
      {
        send: ({ editor, organizationId }) => ({ method: 'POST', path: '/organizations/switch', token: editor.accessToken, body: { organizationId } }),
        expect: { status: 200 },
      },
      {
        send: ({ owner, organizationId }) => ({ method: 'DELETE', path: byId(organizationId), token: owner.accessToken }),
        expect: { status: 204, check: (body: unknown) => expect(body).toBeUndefined() },
      },
      { send: ({ owner, organizationId }) => ({ method: 'GET', path: byId(organizationId), token: owner.accessToken }), expect: notFound },
      {
        send: ({ editor }) => ({ method: 'GET', path: '/organizations/user', token: editor.accessToken }),
        expect: { status: 200, check: (body: UserOrganization[], { editor }) => expect(ids(body)).toEqual([editor.organizationId]) },
      },
      {
        send: ({ editor }) => ({ method: 'GET', path: '/auth/me', token: editor.accessToken }),
        expect: { status: 200, check: (body: MeResponse, { editor }) => expect(body.organization?.id).toBe(editor.organizationId) },
      },
    ],
  }),
  defineCase({
    name: 'organizations: without any organization /auth/me has none and no permissions; a created one becomes current',
    setup: (harness) => signUp(harness, 'homeless'),
    steps: [
      {
        send: ({ accessToken, organizationId }) => ({ method: 'DELETE', path: byId(organizationId), token: accessToken }),
        expect: { status: 204 },
      },
      {
        send: ({ accessToken }) => ({ method: 'GET', path: '/auth/me', token: accessToken }),
        expect: {
          status: 200,
          check: (body: MeResponse) => {
            expect(body.organization).toBeNull();
            expect(body.organizations).toEqual([]);
            expect(body.user.roles).toEqual([]);
            expect(body.permissions).toEqual(noPermissions());
          },
        },
      },
      {
        send: ({ accessToken }) => ({ method: 'POST', path: '/organizations', token: accessToken, body: { name: 'Fresh Start' } }),
        expect: { status: 201, schema: OrganizationSchema },
      },
      {
        send: ({ accessToken }) => ({ method: 'GET', path: '/auth/me', token: accessToken }),
        expect: {
          status: 200,
          check: (body: MeResponse) => {
            expect(body.organization?.name).toBe('Fresh Start');
            expect(body.permissions.settings.canUpdate).toBe(true);
          },
        },
      },
    ],
  }),
  defineCase({
    name: 'organizations/{id} DELETE: 403 for an Admin who is not the Owner (who may PATCH) and for an Editor; 404 for a stranger',
    setup: async (harness) => {
      const world = await organizationWithEditorAndStranger(harness);
      const admin = await memberOf(harness, world.organizationId, 'Admin', 'Admin');
      return { ...world, admin };
    },
    steps: [
      {
        send: ({ admin, organizationId }) => ({ method: 'DELETE', path: byId(organizationId), token: admin.accessToken }),
        expect: { status: 403, code: 'FORBIDDEN', message: 'Only the owner of this organization can delete it' },
      },
      {
        send: ({ admin, organizationId }) => ({ method: 'PATCH', path: byId(organizationId), token: admin.accessToken, body: { industry: 'Energy' } }),
        expect: { status: 200, schema: OrganizationSchema, check: (body: Organization) => expect(body.industry).toBe('Energy') },
      },
      {
        send: ({ editor, organizationId }) => ({ method: 'DELETE', path: byId(organizationId), token: editor.accessToken }),
        expect: {
          status: 403,
          code: 'FORBIDDEN',
          message: "You don't have permission to delete organizations (missing: organizations.delete)",
        },
      },
      { send: ({ stranger, organizationId }) => ({ method: 'DELETE', path: byId(organizationId), token: stranger.accessToken }), expect: notFound },
      {
        send: ({ owner, organizationId }) => ({ method: 'GET', path: byId(organizationId), token: owner.accessToken }),
        expect: { status: 200, schema: OrganizationSchema },
      },
    ],
  }),
];
