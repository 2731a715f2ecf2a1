/** Error codes of api-contract.md, with the HTTP status each one answers. */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  PLAN_LIMIT_REACHED: 402,
  FORBIDDEN: 403,
  /** Password sign-in refused: the organization enforces single sign-on for that email's domain. */
  SSO_REQUIRED: 403,
  /** The organization requires a second factor and the caller has none yet: enrol first (`/auth/**` stays open). */
  MFA_ENROLLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A link that was valid and no longer is: used, expired or revoked. */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  RULE_VIOLATION: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  /** Not in api-contract.md's table: shutting down, or not ready (`/health/ready`); `Retry-After` set. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
// Marked pure: a bundler keeps a top-level call it cannot prove harmless, and with it `errorStatus`, in every UI bundle.
export const errorCodes = /* @__PURE__ */ Object.keys(errorStatus) as ErrorCode[];
