import type { Role } from '@okr/contract';
import { Role as RoleSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, WireResponse } from '../Harness';
import { memberOf, signUp, unknownId } from '../setup/signUp';

const orgHeader = (organizationId: string) => ({ 'X-Organization-Id': organizationId });
const roleNotFound = { status: 404, code: 'NOT_FOUND', message: 'Role not found' } as const;
const orgNotFound = { status: 404, code: 'NOT_FOUND', message: 'Organization not found' } as const;
const rule = (message: string) => ({ status: 422, code: 'RULE_VIOLATION', message }) as const;

/** An owner's organization with an Editor member and a stranger who owns another one. */
async function world(harness: Harness) {
  const owner = await signUp(harness, 'owner');
  const editor = await memberOf(harness, owner.organizationId, 'Editor');
  const stranger = await signUp(harness, 'stranger');
  return { owner, editor, stranger, organizationId: owner.organizationId };
}

const createdId = (answers: WireResponse[], index = 0) => (answers[index]!.body as Role).id;
const custom = { name: 'Project Manager', roleType: 'Admin', category: 'Custom', description: 'Runs projects' };

export const roleCases = [
  defineCase({
    name: 'roles: an Admin creates a Custom role; the list has Application and Custom roles; one reads back',
    setup: world,
    steps: [
      {
        send: ({ owner, organizationId }) => ({
          method: 'POST',
          path: '/roles',
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: custom,
        }),
        expect: {
          status: 201,
          schema: RoleSchema,
          check: (body: Role, { organizationId }) =>
            expect(body).toMatchObject({ ...custom, organizationId }),
        },
      },
      {
        send: ({ owner, organizationId }) => ({ method: 'GET', path: '/roles', token: owner.accessToken, headers: orgHeader(organizationId) }),
        expect: {
          status: 200,
          schema: RoleSchema.array(),
          check: (body: Role[]) =>
            expect(body.map((role) => [role.name, role.category])).toEqual([
              ['Admin', 'Application'],
              ['Editor', 'Application'],
              ['Viewer', 'Application'],
              ['Project Manager', 'Custom'],
            ]),
        },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'GET',
          path: `/roles/${createdId(answers)}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
        }),
        expect: { status: 200, schema: RoleSchema, check: (body: Role) => expect(body.name).toBe('Project Manager') },
      },
      {
        send: ({ owner, organizationId }) => ({ method: 'GET', path: `/roles/organization/${organizationId}`, token: owner.accessToken }),
        expect: { status: 200, schema: RoleSchema.array(), check: (body: Role[]) => expect(body).toHaveLength(4) },
      },
    ],
  }),
  defineCase({
    name: 'roles: 403 naming settings.read/create for an Editor; 404 for a stranger and for unknown ids',
    setup: world,
    steps: [
      {
        send: ({ editor, organizationId }) => ({ method: 'GET', path: '/roles', token: editor.accessToken, headers: orgHeader(organizationId) }),
        expect: {
          status: 403,
          code: 'FORBIDDEN',
          message: "You don't have permission to read settings (missing: settings.read)",
        },
      },
      {
        send: ({ editor, organizationId }) => ({
          method: 'POST',
          path: '/roles',
          token: editor.accessToken,
          headers: orgHeader(organizationId),
          body: {},
        }),
        expect: {
          status: 403,
          code: 'FORBIDDEN',
          message: "You don't have permission to create settings (missing: settings.create)",
        },
      },
      {
        send: ({ stranger, organizationId }) => ({ method: 'GET', path: '/roles', token: stranger.accessToken, headers: orgHeader(organizationId) }),
        expect: orgNotFound,
      },
      {
        send: ({ stranger, organizationId }) => ({ method: 'GET', path: `/roles/organization/${organizationId}`, token: stranger.accessToken }),
        expect: orgNotFound,
      },
      {
        send: ({ owner, organizationId }) => ({ method: 'GET', path: `/roles/${unknownId}`, token: owner.accessToken, headers: orgHeader(organizationId) }),
        expect: roleNotFound,
      },
      {
        send: ({ owner, organizationId }) => ({ method: 'GET', path: '/roles/not-a-uuid', token: owner.accessToken, headers: orgHeader(organizationId) }),
        expect: roleNotFound,
      },
    ],
  }),
  defineCase({
    name: "roles: another organization's role answers 404 to read, update and delete",
    setup: world,
    steps: [
      {
        send: ({ stranger }) => ({ method: 'POST', path: '/roles', token: stranger.accessToken, body: custom }),
        expect: { status: 201, schema: RoleSchema },
      },
      {
        send: ({ owner, organizationId }, answers) => ({ method: 'GET', path: `/roles/${createdId(answers)}`, token: owner.accessToken, headers: orgHeader(organizationId) }),
        expect: roleNotFound,
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'PATCH',
          path: `/roles/${createdId(answers)}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { name: 'Mine' },
        }),
        expect: roleNotFound,
      },
      {
        send: ({ owner, organizationId }, answers) => ({ method: 'DELETE', path: `/roles/${createdId(answers)}`, token: owner.accessToken, headers: orgHeader(organizationId) }),
        expect: roleNotFound,
      },
    ],
  }),
  defineCase({
    name: 'roles: create refuses a non-Custom category and SuperAdmin (422), a used name (409), a missing name (400)',
    setup: world,
    steps: [
      {
        send: ({ owner, organizationId }) => ({
          method: 'POST',
          path: '/roles',
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { ...custom, category: 'Application' },
        }),
        expect: rule('Only Custom roles can be created'),
      },
      {
        send: ({ owner, organizationId }) => ({
          method: 'POST',
          path: '/roles',
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { ...custom, roleType: 'SuperAdmin' },
        }),
        expect: rule('SuperAdmin cannot be assigned inside an organization'),
      },
      {
        send: ({ owner, organizationId }) => ({
          method: 'POST',
          path: '/roles',
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { ...custom, name: 'editor' },
        }),
        expect: { status: 409, code: 'CONFLICT' },
      },
      {
        send: ({ owner, organizationId }) => ({
          method: 'POST',
          path: '/roles',
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { roleType: 'Admin', category: 'Custom' },
        }),
        expect: { status: 400, code: 'VALIDATION_ERROR', message: 'Validation failed' },
      },
    ],
  }),
  defineCase({
    name: 'roles: update renames a Custom role; the category never changes; Application roles cannot be edited or deleted',
    setup: world,
    steps: [
      {
        send: ({ owner, organizationId }) => ({
          method: 'POST',
          path: '/roles',
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: custom,
        }),
        expect: { status: 201, schema: RoleSchema },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'PATCH',
          path: `/roles/${createdId(answers)}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { name: 'Team Lead', description: '', category: 'Custom' },
        }),
        expect: {
          status: 200,
          schema: RoleSchema,
          check: (body: Role) => expect(body).toMatchObject({ name: 'Team Lead', description: null, category: 'Custom' }),
        },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'PATCH',
          path: `/roles/${createdId(answers)}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { category: 'Application' },
        }),
        expect: rule('Role category cannot be changed'),
      },
      {
        send: ({ owner, organizationId }) => ({ method: 'GET', path: '/roles', token: owner.accessToken, headers: orgHeader(organizationId) }),
        expect: { status: 200, schema: RoleSchema.array() },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'PATCH',
          path: `/roles/${(answers[3]!.body as Role[])[1]!.id}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
          body: { name: 'Writer' },
        }),
        expect: rule('System and Application roles cannot be edited'),
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'DELETE',
          path: `/roles/${(answers[3]!.body as Role[])[0]!.id}`,
          token: owner.accessToken,
          headers: orgHeader(organizationId),
        }),
        expect: rule('System and Application roles cannot be deleted'),
      },
      {
        send: ({ owner, organizationId }, answers) => ({ method: 'DELETE', path: `/roles/${createdId(answers)}`, token: owner.accessToken, headers: orgHeader(organizationId) }),
        expect: { status: 204 },
      },
      {
        send: ({ owner, organizationId }, answers) => ({ method: 'GET', path: `/roles/${createdId(answers)}`, token: owner.accessToken, headers: orgHeader(organizationId) }),
        expect: roleNotFound,
      },
    ],
  }),
];
