import { errorStatus } from '@okr/contract';
import type { ErrorCode } from '@okr/contract';

/**
 * An expected failure with its wire code (api-contract.md, "Conventions"). Thrown anywhere in a
 * request; the error handler turns it into `{ message, code, details? }` with the code's status.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}

export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);

export const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** Also the answer for another tenant's resources: never reveal that they exist. */
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

export const conflict = (message: string) => new AppError('CONFLICT', message);

/** A business rule of api-contract.md (422): removing the owner, editing a System/Application role, ... */
export const ruleViolation = (message: string) => new AppError('RULE_VIOLATION', message);

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 'Too many attempts. Please try again later.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
