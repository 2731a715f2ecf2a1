import { errorStatus } from '@okr/contract';
import type { ErrorCode } from '@okr/contract';

/** RFC 7644 §3.12 `scimType` values this server answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers';

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/**
 * The SCIM error body (RFC 7644 §3.12). It also carries the API's own `message` and `code`
 * (api-contract.md "Conventions"), so one client and the fuzz suite read every failure alike;
 * SCIM clients ignore attributes they do not know.
 */
export interface ScimErrorBody {
  schemas: [typeof SCIM_ERROR_SCHEMA];
  status: string;
  scimType?: ScimType;
  detail: string;
  message: string;
  code: string;
}

/** The `code` of statuses the API's table has no code for. */
const codeOfStatus: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  402: 'PLAN_LIMIT_REACHED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
};

/** An expected SCIM failure: thrown anywhere under `/scim/v2`, answered in the SCIM error schema. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
    this.name = 'ScimError';
  }

  static fromCode(code: ErrorCode, detail: string): ScimError {
    return new ScimError(errorStatus[code], detail);
  }

  get body(): ScimErrorBody {
    return {
      schemas: [SCIM_ERROR_SCHEMA],
      status: String(this.status),
      ...(this.scimType && { scimType: this.scimType }),
      detail: this.message,
      message: this.message,
      code: codeOfStatus[this.status] ?? 'VALIDATION_ERROR',
    };
  }
}

export const scimBadRequest = (detail: string, scimType: ScimType = 'invalidValue') => new ScimError(400, detail, scimType);
export const scimNotFound = (what: 'User' | 'Group') => new ScimError(404, `${what} not found`);
