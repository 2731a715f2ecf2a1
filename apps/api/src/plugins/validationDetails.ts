import type { FastifySchemaValidationError } from 'fastify';
import type { FieldIssue } from '@okr/contract';

/**
 * Turns the zod issues that fastify-type-provider-zod attaches to a validation error into the
 * contract's `details: [{ field, message }]`: one entry per field, unknown keys listed by name.
 */
export function validationDetails(issues: FastifySchemaValidationError[], context: string | undefined): FieldIssue[] {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const params = issue.params as { keys?: unknown };
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(params.keys)) {
      return params.keys.map((key) => ({
        field: path ? `${path}.${String(key)}` : String(key),
        message: 'Unknown field',
      }));
    }
    return [{ field: path || context || 'body', message: issue.message ?? 'Invalid value' }];
  });
}
