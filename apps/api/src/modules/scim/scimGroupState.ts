import { isSafeText } from '@okr/contract/schemas';
import type { ScimPatchOp } from './parseScimPatch';
import { scimAttribute as attr } from './scimAttribute';
import { scimBadRequest } from './ScimError';

/** What this server keeps of a SCIM Group: its name, the IdP's id for it, its members' user ids. */
export interface ScimGroupState {
  displayName: string;
  externalId: string | null;
  members: string[];
}

const NAME_MAX = 200;

function displayNameOf(value: unknown): string {
  if (typeof value !== 'string' || !isSafeText(value) || value.trim() === '') throw scimBadRequest('displayName is required');
  if (value.trim().length > NAME_MAX) throw scimBadRequest(`displayName is longer than ${NAME_MAX} characters`);
  return value.trim();
}

function externalIdOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !isSafeText(value) || value.length > 254) throw scimBadRequest('externalId must be text');
  return value;
}

/** `members` values: `[{ value: "<user id>" }, …]` (a lone object is taken as a list of one). */
function memberIdsOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((member: unknown) => {
    const id = (member as { value?: unknown } | null)?.value;
    if (typeof id !== 'string' || id.length > 64) throw scimBadRequest('Each member needs a value: the id of a provisioned user');
    return id;
  });
}

/** A whole Group resource as POST and PUT send it, checked. */
export function scimGroupFromResource(body: unknown): ScimGroupState {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw scimBadRequest('The body is not a Group resource', 'invalidSyntax');
  const resource = body as Record<string, unknown>;
  return {
    displayName: displayNameOf(attr(resource, 'displayName')),
    externalId: externalIdOf(attr(resource, 'externalId')),
    members: [...new Set(memberIdsOf(attr(resource, 'members')))],
  };
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
const without = (a: string[], b: string[]) => a.filter((id) => !b.includes(id));

function setMembers(state: ScimGroupState, op: ScimPatchOp['op'], value: unknown): ScimGroupState {
  const ids = memberIdsOf(value);
  if (op === 'add') return { ...state, members: union(state.members, ids) };
  if (op === 'replace') return { ...state, members: [...new Set(ids)] };
  // `remove` with no filter: Entra ID names the members in `value`; nothing named removes them all.
  return { ...state, members: value === undefined ? [] : without(state.members, ids) };
}

/**
 * RFC 7644 §3.5.2 on a Group: `members` added, replaced or removed (also as
 * `members[value eq "…"]`, Entra ID's and Okta's form), `displayName` and `externalId` replaced,
 * also as a path-less value object (Okta sends `{ id, displayName }`). Each operation in order.
 */
export function applyScimGroupPatch(state: ScimGroupState, operations: ScimPatchOp[]): ScimGroupState {
  let next = state;
  for (const { op, path, value } of operations) {
    if (!path) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw scimBadRequest('A value without a path must be an object');
      for (const [key, part] of Object.entries(value)) {
        const name = key.toLowerCase();
        if (name === 'displayname') next = { ...next, displayName: displayNameOf(part) };
        else if (name === 'externalid') next = { ...next, externalId: externalIdOf(part) };
        else if (name === 'members') next = setMembers(next, op, part);
      }
      continue;
    }
    if (path.attribute === 'members') {
      if (path.filter) {
        const named = path.filter.find((condition) => condition.attribute.toLowerCase() === 'value');
        if (!named || path.filter.length !== 1) throw scimBadRequest('Members are named by value eq "<id>"', 'invalidFilter');
        if (op !== 'remove') throw scimBadRequest('A filtered members path is only for remove', 'invalidPath');
        next = { ...next, members: without(next.members, [named.value]) };
      } else {
        next = setMembers(next, op, value);
      }
    } else if (path.attribute === 'displayname' && !path.sub) {
      if (op === 'remove') throw scimBadRequest('displayName cannot be removed', 'mutability');
      next = { ...next, displayName: displayNameOf(value) };
    } else if (path.attribute === 'externalid' && !path.sub) {
      next = { ...next, externalId: op === 'remove' ? null : externalIdOf(value) };
    } else {
      throw scimBadRequest(`The path "${path.attribute}" names no attribute of a Group`, 'invalidPath');
    }
  }
  return next;
}
