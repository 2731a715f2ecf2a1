import { describe, expect, it } from 'vitest';
import { grantSuperAdmin } from '../../src/modules/authorization/superAdminRole';
import { bearer, randomIp, register } from '../support/api';
import { useTestApp } from '../support/testApp';
import { brokenMultipartBodies, hostileBodies, hostileTexts, hostileValues, pick, seededRandom } from './fuzzValues';
import { fieldsOf, operationsOf, plausible } from './openApiOperations';

// A seeded, bounded fuzz over every operation of the OpenAPI document (issue 23): hostile values
// in each body field, in each path and query parameter, and whole hostile bodies. Whatever the
// input: never a 5xx, always the documented error shape, no stack trace or SQL in a body, and the
// server still healthy after each operation. FUZZ_SEED replays a run; FUZZ_CASES widens it.

const seed = Number(process.env.FUZZ_SEED ?? 20261125);
const casesPerField = Number(process.env.FUZZ_CASES ?? 3);
const ctx = useTestApp({ logLevel: 'silent' });

const leak = /\bat [\w$.<>]+ \(|node_modules|\.ts:\d+|syntax error at|relation "|violates|duplicate key|pg_|ECONNREFUSED|TypeError|ReferenceError/;

interface Sent {
  label: string;
  status: number;
  body: string;
}

function judge(sent: Sent): string | null {
  if (sent.status >= 500) return `${sent.status} ${sent.body.slice(0, 200)}`;
  if (leak.test(sent.body)) return `leaks internals: ${sent.body.slice(0, 200)}`;
  if (sent.status >= 400 && sent.status !== 405) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(sent.body);
    } catch {
      return `error body is not JSON: ${sent.body.slice(0, 100)}`;
    }
    const error = parsed as { message?: unknown; code?: unknown };
    if (typeof error.message !== 'string' || typeof error.code !== 'string') return `error body not in the documented shape: ${sent.body.slice(0, 200)}`;
  }
  return null;
}

describe('fuzz: every operation of the OpenAPI document', () => {
  it('never answers 5xx, always in the error shape, never leaks, and stays healthy', { timeout: 600_000 }, async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(80);
    const random = seededRandom(seed);
    const failures: string[] = [];
    let sentCount = 0;
    const multipartOperations = operations.filter((operation) => operation.multipart);
    // The document declares the uploads: without them this part of the suite would test nothing.
    expect(multipartOperations.length).toBeGreaterThan(0);

    for (const operation of operations) {
      // A fresh Owner (and super administrator) per operation: one operation's damage (a deleted
      // organization, a revoked session) never hides the next one's behaviour.
      const owner = await register(ctx.app);
      await grantSuperAdmin(ctx.db, owner.user.id);
      const organizationId = owner.organization!.id;
      const fill = (name: string) => (name === 'id' || name === 'organizationId' ? organizationId : '00000000-0000-4000-8000-000000000000');
      const urlOf = (params: Record<string, string>, query = '') =>
        operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? fill(name)) + query;

      const send = async (label: string, request: { url: string; payload?: string; contentType?: string }, expected?: number) => {
        const response = await ctx.app.inject({
          method: operation.method as 'GET',
          url: request.url,
          headers: { ...bearer(owner.accessToken), ...(request.payload !== undefined && { 'content-type': request.contentType ?? 'application/json' }) },
          ...(request.payload !== undefined && { payload: request.payload }),
          remoteAddress: randomIp(),
        });
        sentCount += 1;
        const failure =
          judge({ label, status: response.statusCode, body: response.body }) ??
          (expected !== undefined && response.statusCode !== expected ? `answered ${response.statusCode}, not ${expected}: ${response.body.slice(0, 200)}` : null);
        if (failure) failures.push(`${operation.method} ${operation.path} [${label}] ${failure}`);
      };

      const hasBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
      const base = hasBody ? ((plausible(operation.body) as Record<string, unknown> | null) ?? {}) : undefined;
      const json = (value: unknown) => JSON.stringify(value);

      for (const name of operation.pathParams) {
        for (let i = 0; i < casesPerField; i++) {
          const text = pick(random, hostileTexts);
          await send(`path ${name}=${text.slice(0, 20)}`, { url: urlOf({ [name]: text }), payload: base && json(base) });
        }
      }
      for (const name of operation.queryParams) {
        for (let i = 0; i < casesPerField; i++) {
          const text = pick(random, hostileTexts);
          await send(`query ${name}=${text.slice(0, 20)}`, { url: urlOf({}, `?${name}=${text}`), payload: base && json(base) });
        }
      }
      if (hasBody) {
        for (const field of fieldsOf(operation.body)) {
          for (let i = 0; i < casesPerField; i++) {
            const value = pick(random, hostileValues);
            await send(`body ${field}=${json(value)?.slice(0, 30)}`, { url: urlOf({}), payload: json({ ...base, [field]: value }) });
          }
        }
        for (let i = 0; i < casesPerField; i++) {
          const body = pick(random, hostileBodies);
          await send(`whole body ${body.payload.slice(0, 20)}`, { url: urlOf({}), payload: body.payload, contentType: body.contentType });
        }
      }
      if (operation.multipart) {
        for (const body of brokenMultipartBodies) {
          await send(`broken multipart: ${body.label}`, { url: urlOf({}), payload: body.payload, contentType: body.contentType }, 400);
        }
      }
      const health = await ctx.app.inject({ url: '/api/health' });
      if (health.statusCode !== 200) failures.push(`${operation.method} ${operation.path}: health answered ${health.statusCode} after it`);
    }
    expect(failures, `seed ${seed}, ${sentCount} requests`).toEqual([]);
    expect(sentCount).toBeGreaterThan(500);
  });
});
