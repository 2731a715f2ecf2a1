import { randomUUID } from 'node:crypto';

// The operations of the OpenAPI document the API serves, and a plausible body for each: the fuzz
// suite starts from something close to valid so that its one hostile field is what gets judged.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  minimum?: number;
  default?: unknown;
};

export interface Operation {
  method: string;
  /** OpenAPI form: `/api/organizations/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: JsonSchema;
  /** Whether the operation takes a `multipart/form-data` body (an upload). */
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
        multipart: Object.keys(operation.requestBody?.content ?? {}).some((type) => type.startsWith('multipart/form-data')),
      });
    }
  }
  return operations;
}

/** A value the schema would likely accept. */
export function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return plausible(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === 'date') return '2026-12-31';
      if (schema.format === 'uri') return 'https://example.com/hook';
      return 'fuzzed text value'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = plausible(schema.properties?.[key], depth + 1);
      return value;
    }
    default:
      return null;
  }
}

/** The names of the top-level fields of a body schema (required or not). */
export function fieldsOf(schema: JsonSchema | undefined): string[] {
  const variant = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema;
  return Object.keys(variant?.properties ?? {});
}
