import { ORGANIZATION_HEADER } from '@okr/contract';
import type { PermissionAction, PermissionDomain } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/Database';

/** The origin the walk's app allows (CORS), for the preflight case. */
export const partner = 'https://portal.partner.example';

export const callers = [
  'anonymous',
  'memberWithoutFlag',
  'otherOrganizationMember',
  'superAdmin',
  'apiKeyWithoutFlag',
  'apiKeyWithFlag',
  'memberWithFlag',
] as const;

/** API keys of the organization, made by its Owner: one holding every flag, one holding none. */
export const keyCallers = ['apiKeyWithoutFlag', 'apiKeyWithFlag'] as const;
export type KeyCaller = (typeof keyCallers)[number];
export const isKeyCaller = (caller: Caller): caller is KeyCaller => (keyCallers as readonly Caller[]).includes(caller);

/** What the cases need of the running walk: its database and the callers' sessions (filled before the walk). */
export interface WalkWorld {
  readonly db: Kysely<Database>;
  readonly tokens: Record<Exclude<Caller, 'anonymous' | KeyCaller>, { accessToken: string; userId: string }>;
}

export type Caller = (typeof callers)[number];

export type ExpectedGuard =
  | 'public'
  | 'signedIn'
  | 'superAdmin'
  | 'scimToken'
  | { domain: PermissionDomain; action: PermissionAction; organizationFromRoute: boolean; people?: true };

export interface WalkRequest {
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

export interface WalkCase {
  /** The route as registered: method and URL pattern. */
  route: string;
  guard: ExpectedGuard;
  /** The call, in an organization made for this case (owned by memberWithFlag); made again for each caller. */
  request: (organizationId: string) => WalkRequest | Promise<WalkRequest>;
  /** The status of a caller the guard lets through. */
  ok: number;
  /** Where the handler itself answers otherwise for a caller the guard let through. */
  handlerAnswers?: Partial<Record<Caller, number>>;
}

export const get = (url: string): WalkCase['request'] => () => ({ url });
export const users = (action: PermissionAction): ExpectedGuard => ({ domain: 'users', action, organizationFromRoute: true });
export const settings = (action: PermissionAction): ExpectedGuard => ({ domain: 'settings', action, organizationFromRoute: false });
export const current = (domain: PermissionDomain, action: PermissionAction): ExpectedGuard => ({ domain, action, organizationFromRoute: false });
export const preflight = {
  origin: partner,
  'access-control-request-method': 'GET',
  'access-control-request-headers': 'authorization',
};

/** Callers that are not members of the case's organization: the assistant's calls answer 404 there. */
export const notMembers = { otherOrganizationMember: 404, superAdmin: 404 } as const;

/** The request, in the case's organization (X-Organization-Id) although its guard names no domain. */
export function inOrganization(request: WalkCase['request']): WalkCase['request'] {
  return async (organizationId) => {
    const made = await request(organizationId);
    return { ...made, headers: { ...made.headers, [ORGANIZATION_HEADER]: organizationId } };
  };
}
