import type { MembershipType, OrganizationRoleType, Plan } from '@okr/contract';

/** One call to the API, relative to its base path (`/api`). */
export interface WireRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as JSON; absent means no body at all. */
  body?: unknown;
  /** Sent as is with `Content-Type: application/json` (malformed JSON); wins over `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** What came back: the status and the parsed JSON body (undefined when there is none, e.g. 204; the text of a non-JSON answer such as CSV). */
export interface WireResponse {
  status: number;
  body: unknown;
  /** Response headers, names in lower case (paging: `link`, `x-total-count`). */
  headers: Record<string, string>;
}

export interface JoinInput {
  organizationId: string;
  userId: string;
  roleType: OrganizationRoleType;
  membershipType?: MembershipType;
}

/**
 * One implementation of the API under test. `send` is the whole contract; the other methods are
 * the few writes that have no endpoint yet (adding members, deactivating users, granting
 * SuperAdmin), so each runner does them on its own storage. They disappear as endpoints arrive.
 */
export interface Harness {
  send(request: WireRequest): Promise<WireResponse>;
  joinOrganization(input: JoinInput): Promise<void>;
  deactivateUser(userId: string): Promise<void>;
  grantSuperAdmin(userId: string): Promise<void>;
  /** What a super administrator's plan change does (api-contract.md "Plans"). */
  setPlan(organizationId: string, plan: Plan): Promise<void>;
  /**
   * An OpenID provider the implementation can save a connection to: the server's runner starts a
   * real one on loopback; the mocks fetch nothing (any issuer but one on `.invalid` is usable).
   */
  ssoProvider(): SsoProvider;
}

export interface SsoProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}
