import type { Role, RolePermission } from '@okr/contract';
import { RolePermission as RolePermissionSchema, Role as RoleSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, WireResponse } from '../Harness';
import { memberOf, signUp, unknownId } from '../setup/signUp';

const orgHeader = (organizationId: string) => ({ 'X-Organization-Id': organizationId });
const locked = { status: 422, code: 'RULE_VIOLATION', message: 'Admin permissions are locked' } as const;
const rowNotFound = { status: 404, code: 'NOT_FOUND', message: 'Role permission not found' } as const;
const flags = { canCreate: false, canRead: true, canUpdate: false, canDelete: false };

async function world(harness: Harness) {
  const owner = await signUp(harness, 'owner');
  const editor = await memberOf(harness, owner.organizationId, 'Editor');
  const stranger = await signUp(harness, 'stranger');
  return { owner, editor, stranger, organizationId: owner.organizationId };
}

const roleId = (answers: WireResponse[]) => (answers[0]!.body as Role).id;
const rowId = (answers: WireResponse[], index: number) => (answers[index]!.body as RolePermission).id;

export const rolePermissionCases = [
  defineCase({
    name: 'role-permissions: a Custom role gets a row, reads back by id and by role, changes only the flags sent, is deleted',
    setup: world,
    steps: [
      {
        send: ({ owner, organizationId }) => ({
          method: 'POST',
          path: '/roles',
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { name: 'Team Lead', roleType: 'Admin', category: 'Custom' },
        }),
        expect: { status: 201, schema: RoleSchema },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'POST',
          path: '/role-permissions',
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { roleId: roleId(answers), domainName: 'objectives', ...flags },
        }),
        expect: {
          status: 201,
          schema: RolePermissionSchema,
          check: (body: RolePermission) => expect(body).toMatchObject({ domainName: 'objectives', ...flags }),
        },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'POST',
          path: '/role-permissions',
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { roleId: roleId(answers), domainName: 'objectives', ...flags },
        }),
        expect: { status: 409, code: 'CONFLICT' },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'PATCH',
          path: `/role-permissions/${rowId(answers, 1)}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { canUpdate: true },
        }),
        expect: {
          status: 200,
          schema: RolePermissionSchema,
          check: (body: RolePermission) => expect(body).toMatchObject({ ...flags, canUpdate: true }),
        },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'GET',
          path: `/role-permissions/by-role/${roleId(answers)}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
        }),
        expect: {
          status: 200,
          schema: RolePermissionSchema.array(),
          check: (body: RolePermission[]) => expect(body.map((row) => [row.domainName, row.canUpdate])).toEqual([['objectives', true]]),
        },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'PATCH',
          path: `/role-permissions/${rowId(answers, 1)}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: {},
        }),
        expect: { status: 400, code: 'VALIDATION_ERROR', message: 'Validation failed' },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'DELETE',
          path: `/role-permissions/${rowId(answers, 1)}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
        }),
        expect: { status: 204 },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'GET',
          path: `/role-permissions/${rowId(answers, 1)}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
        }),
        expect: rowNotFound,
      },
    ],
  }),
  defineCase({
    name: "role-permissions: the default Admin role's rows are locked (422)",
    setup: world,
    steps: [
      {
        send: ({ owner, organizationId }) => ({ method: 'GET', path: '/roles', token: owner.accessToken, headers: orgHeader(organizationId) }),
        expect: { status: 200, schema: RoleSchema.array() },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'GET',
          path: `/role-permissions/by-role/${(answers[0]!.body as Role[])[0]!.id}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
        }),
        expect: { status: 200, schema: RolePermissionSchema.array(), check: (body: RolePermission[]) => expect(body).toHaveLength(6) },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'PATCH',
          path: `/role-permissions/${(answers[1]!.body as RolePermission[])[0]!.id}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { canRead: false },
        }),
        expect: locked,
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'DELETE',
          path: `/role-permissions/${(answers[1]!.body as RolePermission[])[0]!.id}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
        }),
        expect: locked,
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'POST',
          path: '/role-permissions',
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { roleId: (answers[0]!.body as Role[])[0]!.id, domainName: 'users', ...flags },
        }),
        expect: locked,
      },
    ],
  }),
  defineCase({
    name: "role-permissions: 403 naming settings.read for an Editor; another organization's rows and unknown ids answer 404",
    setup: world,
    steps: [
      {
        send: ({ editor, organizationId }) => ({ method: 'GET', path: '/role-permissions', token: editor.accessToken, headers: orgHeader(organizationId) }),
        expect: { status: 403, code: 'FORBIDDEN', message: "You don't have permission to read settings (missing: settings.read)" },
      },
      {
        send: ({ owner, organizationId }) => ({ method: 'GET', path: '/role-permissions', token: owner.accessToken, headers: orgHeader(organizationId) }),
        expect: { status: 200, schema: RolePermissionSchema.array(), check: (body: RolePermission[]) => expect(body).toHaveLength(16) },
      },
      {
        send: ({ stranger }, answers) => ({
          method: 'GET',
          path: `/role-permissions/${(answers[1]!.body as RolePermission[])[0]!.id}`,
          token: stranger.accessToken,
        }),
        expect: rowNotFound,
      },
      {
        send: ({ stranger }, answers) => ({
          method: 'GET',
          path: `/role-permissions/by-role/${(answers[1]!.body as RolePermission[])[0]!.roleId}`,
          token: stranger.accessToken,
        }),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Role not found' },
      },
      {
        send: ({ owner, organizationId }) => ({ method: 'GET', path: `/role-permissions/${unknownId}`, token: owner.accessToken, headers: orgHeader(organizationId) }),
        expect: rowNotFound,
      },
    ],
  }),
];
