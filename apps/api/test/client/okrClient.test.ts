import type { AddressInfo } from 'node:net';
import { createOkrClient, isOkrApiError } from '@okr/client';
import type { OkrApiError } from '@okr/client';
import { defaultRolePermissions } from '@okr/contract';
import type { EffectivePermissions } from '@okr/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKey, ownerOnPlan } from '../apiKeys/apiKeysApi';
import { useTestApp } from '../support/testApp';

// The partner's typed client (`@okr/client`) against the real API over HTTP, with an API key:
// reads, writes, paging through the Link header, errors as OkrApiError, the rate limit.

const ctx = useTestApp({ apiKeyRateLimit: 40 });
let baseUrl = '';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

async function keyed(permissions: EffectivePermissions = defaultRolePermissions.Admin as EffectivePermissions) {
  const { owner, organizationId } = await ownerOnPlan(ctx.app, ctx.db);
  const { body } = await createKey(ctx.app, organizationId, owner.accessToken, { permissions });
  return createOkrClient({ baseUrl, apiKey: body!.secret, rateLimitRetries: 0 });
}

describe('@okr/client against the API', () => {
  it('creates an objective and a key result, checks in, and reads the progress back', async () => {
    const client = await keyed();
    const objective = await client.objectives.create({ title: 'Ship the partner sync' });
    const keyResult = await client.keyResults.create(objective.id, { title: 'Rows synced', metricType: 'Numeric', startValue: 0, targetValue: 200 });
    const checkIn = await client.checkIns.create(keyResult.id, { value: 50, confidence: 8, note: 'First batch' });
    expect(checkIn.keyResult.currentValue).toBe(50);
    const detail = await client.objectives.get(objective.id);
    expect(detail.progress).toBe(25);
    expect(detail.keyResults.map((kr) => kr.title)).toEqual(['Rows synced']);
    const history = [];
    for await (const item of client.checkIns.all(keyResult.id)) history.push(item);
    expect(history.map((item) => item.note)).toEqual(['First batch']);
  });

  it('pages through every objective with the Link header', async () => {
    const client = await keyed();
    for (let i = 1; i <= 5; i += 1) await client.objectives.create({ title: `Paged ${i}` });
    const titles: string[] = [];
    for await (const objective of client.objectives.all({ limit: 2 })) titles.push(objective.title);
    expect(titles.sort()).toEqual(['Paged 1', 'Paged 2', 'Paged 3', 'Paged 4', 'Paged 5']);
    expect(await client.objectives.list({ limit: 2 })).toHaveLength(2);
  });

  it('throws OkrApiError with the API code, message and details', async () => {
    const client = await keyed();
    const invalid = await client.objectives.create({ title: '' }).then(
      () => null,
      (error: unknown) => error as OkrApiError,
    );
    expect(isOkrApiError(invalid)).toBe(true);
    expect(invalid).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(invalid!.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'title' })]));
    const missing = await client.objectives.get('00000000-0000-4000-8000-000000000000').catch((error: unknown) => error as OkrApiError);
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const refused = await createOkrClient({ baseUrl, apiKey: `okr_${'x'.repeat(40)}` }).objectives.list().catch((error: unknown) => error as OkrApiError);
    expect(refused).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    const offline = await createOkrClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'okr_x' }).objectives.list().catch((error: unknown) => error as OkrApiError);
    expect(offline).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('reports the rate limit on a 429 when it may not wait', async () => {
    const client = await keyed();
    let error: OkrApiError | null = null;
    for (let i = 0; i < 45 && !error; i += 1) {
      error = await client.objectives.list({ limit: 1 }).then(() => null, (caught: unknown) => caught as OkrApiError);
    }
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(error!.retryAfterSeconds).toBeGreaterThan(0);
    expect(error!.rateLimit).toMatchObject({ limit: 40, remaining: 0 });
  });
});

describe('@okr/client retries', () => {
  it('waits Retry-After and tries again after a 429, up to its retries', async () => {
    const answers = [
      new Response(JSON.stringify({ message: 'Too many requests', code: 'RATE_LIMITED' }), { status: 429, headers: { 'retry-after': '0' } }),
      new Response(JSON.stringify([]), { status: 200 }),
    ];
    const seen: string[] = [];
    const client = createOkrClient({
      baseUrl: 'http://okr.test/',
      apiKey: 'okr_stub',
      fetch: async (input) => {
        seen.push(String(input));
        return answers.shift()!;
      },
    });
    expect(await client.objectives.list({ status: 'Active' })).toEqual([]);
    expect(seen).toEqual(['http://okr.test/api/objectives?status=Active', 'http://okr.test/api/objectives?status=Active']);
  });
});
