import type { FieldIssue } from '@okr/contract';
import { fail } from './respond';
import type { SafeParseSchema } from './readBody';

/** The query string validated by its contract schema, or the API's 400 naming each parameter. */
export function readQuery<T>(request: Request, schema: SafeParseSchema<T>): T {
  const params = Object.fromEntries(new URL(request.url).searchParams.entries());
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const details: FieldIssue[] = result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys' && issue.keys) return issue.keys.map((key) => ({ field: key, message: 'Unknown field' }));
    return [{ field: issue.path.map(String).join('.') || 'querystring', message: issue.message }];
  });
  return fail('VALIDATION_ERROR', 'Validation failed', details);
}
