import type { OrganizationMember, RoleRef, UserSearchResult } from '@okr/contract';
import { MessageResponse, OrganizationMember as MemberSchema, RoleRef as RoleRefSchema, UserSearchResult as SearchSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness } from '../Harness';
import { memberOf, signUp } from '../setup/signUp';

const membersOf = (organizationId: string) => `/organizations/${organizationId}/users`;
const memberOfPath = (organizationId: string, userId: string) => `${membersOf(organizationId)}/${userId}`;
const rule = (message: string) => ({ status: 422, code: 'RULE_VIOLATION', message }) as const;

async function world(harness: Harness) {
  const owner = await signUp(harness, 'owner', 'Ada', 'Lovelace');
  const editor = await memberOf(harness, owner.organizationId, 'Editor');
  const stranger = await signUp(harness, 'stranger', 'Grace', 'Hopper');
  return { owner, editor, stranger, organizationId: owner.organizationId };
}

export const memberCases = [
  defineCase({
    name: 'members: the list has the spec fields; an Admin adds a user found by email, then removes them',
    setup: world,
    steps: [
      {
        send: ({ owner, organizationId }) => ({ method: 'GET', path: membersOf(organizationId), token: owner.accessToken }),
        expect: {
          status: 200,
          schema: MemberSchema.array(),
          check: (body: OrganizationMember[], { owner, editor }) =>
            expect(body.map((row) => [row.id, row.roleType, row.membershipType, row.isActive])).toEqual([
              [owner.userId, 'Admin', 'Owner', true],
              [editor.userId, 'Editor', 'Member', true],
            ]),
        },
      },
      {
        send: ({ owner, organizationId, stranger }) => ({
          method: 'GET',
          path: `/users/search?email=${encodeURIComponent(stranger.email)}&excludeOrgId=${organizationId}`,
          token: owner.accessToken,
          headers: { 'X-Organization-Id': organizationId },
        }),
        expect: {
          status: 200,
          schema: SearchSchema.array(),
          check: (body: UserSearchResult[], { stranger }) =>
            expect(body).toEqual([{ id: stranger.userId, fullName: 'Grace Hopper', email: stranger.email }]),
        },
      },
      {
        send: ({ owner, organizationId, stranger }) => ({
          method: 'POST',
          path: membersOf(organizationId),
          token: owner.accessToken,
          body: { userId: stranger.userId, roleType: 'Viewer' },
        }),
        expect: { status: 201, schema: MessageResponse },
      },
      {
        send: ({ owner, organizationId, stranger }) => ({
          method: 'POST',
          path: membersOf(organizationId),
          token: owner.accessToken,
          body: { userId: stranger.userId, roleType: 'Viewer' },
        }),
        expect: { status: 409, code: 'CONFLICT', message: 'User is already a member of this organization' },
      },
      {
        send: ({ owner, organizationId, stranger }) => ({
          method: 'GET',
          path: `/users/search?email=${encodeURIComponent(stranger.email)}&excludeOrgId=${organizationId}`,
          token: owner.accessToken,
          headers: { 'X-Organization-Id': organizationId },
        }),
        expect: { status: 200, check: (body: UserSearchResult[]) => expect(body).toEqual([]) },
      },
      {
        send: ({ owner, organizationId, stranger }) => ({ method: 'GET', path: `${memberOfPath(organizationId, stranger.userId)}/roles`, token: owner.accessToken }),
        expect: {
          status: 200,
          schema: RoleRefSchema.array(),
          check: (body: RoleRef[]) => expect(body.map((role) => [role.roleType, role.category])).toEqual([['Viewer', 'Application']]),
        },
      },
      {
        send: ({ owner, organizationId, stranger }) => ({ method: 'DELETE', path: memberOfPath(organizationId, stranger.userId), token: owner.accessToken }),
        expect: { status: 204 },
      },
      {
        send: ({ owner, organizationId, stranger }) => ({ method: 'DELETE', path: memberOfPath(organizationId, stranger.userId), token: owner.accessToken }),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Member not found' },
      },
    ],
  }),
  defineCase({
    name: 'members: the Owner cannot be removed nor lose Admin, SuperAdmin is never assigned (422); an Editor gets 403; a stranger 404',
    setup: world,
    steps: [
      {
        send: ({ owner, organizationId }) => ({ method: 'DELETE', path: memberOfPath(organizationId, owner.userId), token: owner.accessToken }),
        expect: rule('The owner cannot be removed from the organization'),
      },
      {
        send: ({ owner, organizationId, stranger }) => ({
          method: 'POST',
          path: membersOf(organizationId),
          token: owner.accessToken,
          body: { userId: stranger.userId, roleType: 'SuperAdmin' },
        }),
        expect: rule('SuperAdmin cannot be assigned inside an organization'),
      },
      {
        send: ({ owner, organizationId, editor }) => ({ method: 'GET', path: `${memberOfPath(organizationId, editor.userId)}/roles`, token: owner.accessToken }),
        expect: { status: 200, schema: RoleRefSchema.array() },
      },
      {
        send: ({ owner, organizationId }, answers) => ({
          method: 'PUT',
          path: `${memberOfPath(organizationId, owner.userId)}/roles`,
          token: owner.accessToken,
          body: { roleIds: [(answers[2]!.body as RoleRef[])[0]!.id] },
        }),
        expect: rule('The owner of the organization keeps the Admin role'),
      },
      {
        send: ({ editor, organizationId, stranger }) => ({
          method: 'POST',
          path: membersOf(organizationId),
          token: editor.accessToken,
          body: { userId: stranger.userId, roleType: 'Viewer' },
        }),
        expect: { status: 403, code: 'FORBIDDEN', message: "You don't have permission to create users (missing: users.create)" },
      },
      {
        send: ({ stranger, organizationId }) => ({ method: 'GET', path: membersOf(organizationId), token: stranger.accessToken }),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Organization not found' },
      },
      {
        send: ({ owner, organizationId }) => ({
          method: 'GET',
          path: '/users/search?email=a',
          token: owner.accessToken,
          headers: { 'X-Organization-Id': organizationId },
        }),
        expect: { status: 400, code: 'VALIDATION_ERROR', message: 'Validation failed' },
      },
    ],
  }),
];
