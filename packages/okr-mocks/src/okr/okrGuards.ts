import type { FieldIssue } from '@okr/contract';
import { fail } from '../lib/respond';

// The API's OKR refusals, word for word (apps/api/src/modules/okr/okrErrors.ts).

export const invalidFields = (details: FieldIssue[]): never => fail('VALIDATION_ERROR', 'Validation failed', details);

export function assertNoIssues(...lists: FieldIssue[][]): void {
  const issues = lists.flat();
  if (issues.length > 0) invalidFields(issues);
}

export const staleVersion = (what: string, current: unknown): never =>
  fail('CONFLICT', `Someone else changed this ${what}. Review the latest version and try again.`, { reason: 'STALE_VERSION', current });

export const notFound = (what: string): never => fail('NOT_FOUND', `${what} not found`);
