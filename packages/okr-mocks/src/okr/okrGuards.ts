import { END_BEFORE_START, endsBeforeStart } from '@okr/contract';
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

/** The dates after a PATCH (a field left out keeps its value); 400 on endDate when the end comes first. */
export function spanAfter(
  current: { startDate: string | null; endDate: string | null },
  body: { startDate?: string | null; endDate?: string | null },
): { startDate: string | null; endDate: string | null } {
  const startDate = body.startDate === undefined ? current.startDate : body.startDate;
  const endDate = body.endDate === undefined ? current.endDate : body.endDate;
  if (endsBeforeStart(startDate, endDate)) invalidFields([{ field: 'endDate', message: END_BEFORE_START }]);
  return { startDate, endDate };
}
