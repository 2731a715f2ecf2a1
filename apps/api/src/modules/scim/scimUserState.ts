import { isSafeText } from '@okr/contract/schemas';
import { scimBoolean } from './parseScimPatch';
import type { ScimPatchOp, ScimPath } from './parseScimPatch';
import { scimAttribute as attr } from './scimAttribute';
import { scimBadRequest } from './ScimError';

/** What this server keeps of a SCIM User; other attributes an IdP sends are accepted and not stored. */
export interface ScimUserState {
  userName: string;
  externalId: string | null;
  givenName: string;
  familyName: string;
  /** The account's email: the primary (else the first) `emails` value, else `userName`. */
  email: string;
  active: boolean;
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 100;
const USER_NAME_MAX = 254;

function text(value: unknown, attribute: string, max: number, { allowEmpty = false } = {}): string {
  if (typeof value !== 'string' || !isSafeText(value)) throw scimBadRequest(`${attribute} must be text`);
  const trimmed = value.trim();
  if (!allowEmpty && trimmed === '') throw scimBadRequest(`${attribute} is required`);
  if (trimmed.length > max) throw scimBadRequest(`${attribute} is longer than ${max} characters`);
  return trimmed;
}

function optionalText(value: unknown, attribute: string, max: number): string | null {
  return value === undefined || value === null ? null : text(value, attribute, max);
}

function checkedEmail(value: unknown, attribute: string): string {
  const email = text(value, attribute, USER_NAME_MAX).toLowerCase();
  if (!emailShape.test(email)) throw scimBadRequest(`${attribute} must be an email address`);
  return email;
}

interface ScimEmail {
  value?: unknown;
  primary?: unknown;
  type?: unknown;
}

/** The address of an `emails` list: the primary one, else the work one, else the first. */
function emailOf(emails: unknown): string | undefined {
  if (emails === undefined || emails === null) return undefined;
  if (!Array.isArray(emails)) throw scimBadRequest('emails must be a list');
  const list = emails as ScimEmail[];
  const chosen =
    list.find((email) => email?.primary === true || email?.primary === 'true' || email?.primary === 'True') ??
    list.find((email) => typeof email?.type === 'string' && email.type.toLowerCase() === 'work') ??
    list[0];
  return chosen === undefined ? undefined : checkedEmail(chosen?.value, 'emails.value');
}

/** Splits a `name.formatted` or `displayName` when no given/family name came. */
function splitName(full: string): { givenName: string; familyName: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { givenName: first.slice(0, NAME_MAX), familyName: rest.join(' ').slice(0, NAME_MAX) };
}

/** A whole User resource as POST and PUT send it, checked; `previous` fills what a PUT leaves out only for `active`. */
export function scimUserFromResource(body: unknown): ScimUserState {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw scimBadRequest('The body is not a User resource', 'invalidSyntax');
  const resource = body as Record<string, unknown>;
  const userName = text(attr(resource, 'userName'), 'userName', USER_NAME_MAX);
  const email = emailOf(attr(resource, 'emails')) ?? checkedEmail(userName, 'userName (no emails were given)');
  const name = (attr(resource, 'name') ?? {}) as Record<string, unknown>;
  if (typeof name !== 'object' || Array.isArray(name)) throw scimBadRequest('name must be an object');
  const given = optionalText(attr(name, 'givenName'), 'name.givenName', NAME_MAX);
  const family = optionalText(attr(name, 'familyName'), 'name.familyName', NAME_MAX);
  const formatted = optionalText(attr(name, 'formatted'), 'name.formatted', 2 * NAME_MAX + 1) ?? optionalText(attr(resource, 'displayName'), 'displayName', 2 * NAME_MAX + 1);
  const names = given !== null || family !== null ? { givenName: given ?? '', familyName: family ?? '' } : formatted ? splitName(formatted) : splitName(email.slice(0, email.indexOf('@')));
  const active = attr(resource, 'active');
  return {
    userName,
    externalId: optionalText(attr(resource, 'externalId'), 'externalId', USER_NAME_MAX),
    ...names,
    email,
    active: active === undefined ? true : scimBoolean(active, 'active'),
  };
}

/** One attribute of a User set by a PATCH (`path` given, or a key of a path-less value object). */
function setAttribute(state: ScimUserState, path: ScimPath, value: unknown, remove: boolean): ScimUserState {
  const { attribute, sub } = path;
  switch (sub ? `${attribute}.${sub}` : attribute) {
    case 'active':
      if (remove) throw scimBadRequest('active cannot be removed', 'mutability');
      return { ...state, active: scimBoolean(value, 'active') };
    case 'username':
      if (remove) throw scimBadRequest('userName cannot be removed', 'mutability');
      return { ...state, userName: text(value, 'userName', USER_NAME_MAX) };
    case 'externalid':
      return { ...state, externalId: remove ? null : optionalText(value, 'externalId', USER_NAME_MAX) };
    case 'name.givenname':
      return { ...state, givenName: remove ? '' : text(value, 'name.givenName', NAME_MAX, { allowEmpty: true }) };
    case 'name.familyname':
      return { ...state, familyName: remove ? '' : text(value, 'name.familyName', NAME_MAX, { allowEmpty: true }) };
    case 'name': {
      if (remove) return { ...state, givenName: '', familyName: '' };
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw scimBadRequest('name must be an object');
      let next = state;
      for (const [key, part] of Object.entries(value)) next = setAttribute(next, { attribute: 'name', sub: key.toLowerCase() }, part, false);
      return next;
    }
    case 'emails':
    case 'emails.value': {
      if (remove) return state; // the account keeps an address; removing the IdP's copy changes nothing here
      const email = Array.isArray(value) ? emailOf(value) : checkedEmail(value, 'emails.value');
      return email ? { ...state, email } : state;
    }
    default:
      // Attributes this server does not keep (title, phoneNumbers, addresses, the enterprise
      // extension...): Entra ID and Okta send them by default; refusing them would stop provisioning.
      return state;
  }
}

/** RFC 7644 §3.5.2 on a User: each operation in order, on a copy; the caller writes the result once. */
export function applyScimUserPatch(state: ScimUserState, operations: ScimPatchOp[]): ScimUserState {
  let next = state;
  for (const { op, path, value } of operations) {
    if (path) {
      next = setAttribute(next, path, value, op === 'remove');
      continue;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw scimBadRequest('A value without a path must be an object', 'invalidValue');
    for (const [key, part] of Object.entries(value)) {
      // Keys may themselves be paths: Entra ID sends { "name.givenName": "…" }; Okta sends { "active": false }.
      next = setAttribute(next, parsePathKey(key), part, false);
    }
  }
  return next;
}

function parsePathKey(key: string): ScimPath {
  const bare = key.replace(/^urn:ietf:params:scim:schemas:core:2\.0:user:/i, '').toLowerCase();
  if (bare.startsWith('urn:')) return { attribute: bare };
  const [attribute = '', sub] = bare.split('.');
  return sub === undefined ? { attribute } : { attribute, sub };
}
