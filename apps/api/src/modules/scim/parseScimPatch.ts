import { parseScimFilter } from './parseScimFilter';
import type { ScimEquality } from './parseScimFilter';
import { scimBadRequest } from './ScimError';
import { SCIM_SCHEMAS } from './scimMediaType';

export type ScimPatchOpName = 'add' | 'replace' | 'remove';

/** A PATCH path (RFC 7644 §3.5.2): `attr`, `attr.sub`, `attr[filter]`, `attr[filter].sub`; lowercased names. */
export interface ScimPath {
  attribute: string;
  filter?: ScimEquality<string>[];
  sub?: string;
}

export interface ScimPatchOp {
  op: ScimPatchOpName;
  path: ScimPath | null;
  value: unknown;
}

/** At most this many operations in one PATCH (Entra ID batches group members by the tens). */
const MAX_OPERATIONS = 1000;
const pathShape = /^([A-Za-z][\w$-]*)(?:\[(.+)\])?(?:\.([A-Za-z][\w$-]*))?$/;
/** Attributes of a core schema may be written with its URN in front; an extension's stay qualified. */
const corePrefix = /^urn:ietf:params:scim:schemas:core:2\.0:(?:user|group):/i;
const extensionPrefix = /^urn:ietf:params:scim:schemas:extension:/i;

/** Any attribute name inside a path's brackets: the filter accepts every one, each rule decides. */
const anyAttribute = new Proxy({} as Record<string, string>, { get: (_target, key) => (typeof key === 'string' ? key : undefined) });

export function parseScimPath(raw: string): ScimPath {
  const text = raw.trim();
  if (extensionPrefix.test(text)) return { attribute: text.toLowerCase() };
  const match = pathShape.exec(text.replace(corePrefix, ''));
  if (!match) throw scimBadRequest(`The path "${raw}" is not a SCIM path`, 'invalidPath');
  const [, attribute, filter, sub] = match;
  return {
    attribute: attribute!.toLowerCase(),
    ...(filter !== undefined && { filter: parseScimFilter(filter, anyAttribute) }),
    ...(sub !== undefined && { sub: sub.toLowerCase() }),
  };
}

/**
 * The operations of a PATCH body (RFC 7644 §3.5.2), checked for shape: the PatchOp schema, `op`
 * in any letter case (Entra ID writes "Replace"), a parseable `path`, a value where one is needed.
 */
export function parseScimPatch(body: unknown): ScimPatchOp[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw scimBadRequest('The body is not a PatchOp message', 'invalidSyntax');
  const { schemas, Operations: operations } = body as { schemas?: unknown; Operations?: unknown };
  if (!Array.isArray(schemas) || !schemas.includes(SCIM_SCHEMAS.patchOp)) throw scimBadRequest(`schemas must include ${SCIM_SCHEMAS.patchOp}`, 'invalidSyntax');
  if (!Array.isArray(operations) || operations.length === 0) throw scimBadRequest('Operations must be a list of at least one operation', 'invalidSyntax');
  if (operations.length > MAX_OPERATIONS) throw scimBadRequest(`At most ${MAX_OPERATIONS} operations in one PATCH`, 'invalidValue');
  return operations.map((operation: unknown) => {
    if (typeof operation !== 'object' || operation === null) throw scimBadRequest('Each operation is an object', 'invalidSyntax');
    const { op, path, value } = operation as { op?: unknown; path?: unknown; value?: unknown };
    const name = typeof op === 'string' ? op.toLowerCase() : '';
    if (name !== 'add' && name !== 'replace' && name !== 'remove') throw scimBadRequest('op must be add, replace or remove', 'invalidSyntax');
    if (path !== undefined && path !== null && typeof path !== 'string') throw scimBadRequest('path must be a string', 'invalidPath');
    const parsed = typeof path === 'string' && path.trim() !== '' ? parseScimPath(path) : null;
    if (name === 'remove' && !parsed) throw scimBadRequest('remove needs a path', 'noTarget');
    if (name !== 'remove' && value === undefined) throw scimBadRequest(`${name} needs a value`, 'invalidValue');
    return { op: name, path: parsed, value };
  });
}

/** `active` as SCIM clients send it: a boolean, or Entra ID's "True"/"False" strings. */
export function scimBoolean(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw scimBadRequest(`${attribute} must be true or false`, 'invalidValue');
}
