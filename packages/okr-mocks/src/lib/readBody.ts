import type { FieldIssue } from '@okr/contract';
import { fail } from './respond';

/** The part of a zod schema's `safeParse` the mocks use. */
export interface SafeParseSchema<T> {
  safeParse: (
    data: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
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
  const details: FieldIssue[] = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return fail('VALIDATION_ERROR', details[0]?.message ?? 'Invalid request body', details);
}
