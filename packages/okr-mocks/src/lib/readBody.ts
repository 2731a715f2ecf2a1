import type { FieldIssue } from '@okr/contract';
import { fail } from './respond';

interface SchemaIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
  keys?: ReadonlyArray<string>;
}

/** The part of a zod schema's `safeParse` the mocks use. */
export interface SafeParseSchema<T> {
  safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<SchemaIssue> } };
}

/**
 * The API's `details` (apps/api validationDetails): one entry per field, each unknown key by name
 * with "Unknown field", and "body" for an issue of the body as a whole.
 */
function toDetails(issues: ReadonlyArray<SchemaIssue>): FieldIssue[] {
  return issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      return issue.keys.map((key) => ({ field: path ? `${path}.${key}` : key, message: 'Unknown field' }));
    }
    return [{ field: path || 'body', message: issue.message }];
  });
}

/** The request body validated by its contract schema, or a 400 VALIDATION_ERROR like the server's. */
export async function readBody<T>(request: Request, schema: SafeParseSchema<T>): Promise<T> {
  const text = await request.text();
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      fail('VALIDATION_ERROR', 'Malformed JSON body');
    }
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  return fail('VALIDATION_ERROR', 'Validation failed', toDetails(result.error.issues));
}
