import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@okr/contract/schemas';
import { describe, expect, it } from 'vitest';
import { bearer, PASSWORD, randomIp, register, uniqueEmail } from '../support/api';
import { useTestApp } from '../support/testApp';

// One rule for text at the edge (issue 23): every string any route accepts comes from the
// contract's `Text` (no NUL, no unpaired surrogate: 400 naming the field), so no route can take
// text that bypasses it. The walk reads the zod schemas each route declared, like the route walk.

const ctx = useTestApp();

interface ZodLike {
  _zod: { def: { type: string; [key: string]: unknown } };
}

const defOf = (schema: unknown) => (schema as ZodLike)._zod.def;

/** A string that is not `Text` but only ever matches a fixed format (UUID, ISO date, email) carries no NUL either. */
function isGuarded(def: ZodLike['_zod']['def']): boolean {
  const checks = (def.checks as { _zod: { def: { check: string; fn?: unknown; format?: string } } }[] | undefined) ?? [];
  return checks.some((check) => check._zod.def.fn === isSafeText) || (typeof def.format === 'string' && def.format !== 'string');
}

/** The paths (`body.title`, `query.q`...) of every string reachable in a schema that is not guarded. */
function unguardedStrings(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema) || seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown, childPath = path) => unguardedStrings(child, childPath, seen);
  switch (def.type) {
    case 'string':
      return isGuarded(def) ? [] : [path];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) => walk(child, `${path}.${key}`)).concat(def.catchall ? walk(def.catchall, `${path}.*`) : []);
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'tuple':
      return (def.items as unknown[]).flatMap((item, i) => walk(item, `${path}[${i}]`));
    case 'pipe':
      // What is accepted is the input side; the output side only narrows it further.
      return walk(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType);
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      return [];
  }
}

describe('text at the edge', () => {
  it('every string every route accepts is the contract\'s Text (or a fixed format)', () => {
    const routes = ctx.app.routeGuards;
    expect(routes.length).toBeGreaterThan(50);
    const unguarded = routes.flatMap((route) =>
      (['body', 'querystring', 'params'] as const).flatMap((part) =>
        unguardedStrings(route.accepts[part], part).map((field) => `${route.method} ${route.url} ${field}`),
      ),
    );
    expect(unguarded).toEqual([]);
  });

  it('says so in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json<{ info: { description: string } }>();
    expect(document.info.description).toContain('NUL character or an unpaired UTF-16 surrogate');
  });

  it('answers 400 naming the field for NUL or an unpaired surrogate, and stores nothing', async () => {
    for (const firstName of ['Ada\u0000', 'Ada\uD800', '\uDC00Ada']) {
      const email = uniqueEmail('nul');
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: PASSWORD, firstName, lastName: 'L' },
        remoteAddress: randomIp(),
      });
      expect(response.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Validation failed', details: [{ field: 'firstName', message: UNSAFE_TEXT_MESSAGE }] });
      expect(await ctx.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    }
    const owner = await register(ctx.app);
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/organizations/${owner.organization!.id}`,
      payload: { name: 'Acme\u0000' },
      headers: bearer(owner.accessToken),
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().details).toEqual([{ field: 'name', message: UNSAFE_TEXT_MESSAGE }]);
    // A pair of surrogates is a real character (an emoji) and is welcome.
    const emoji = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/organizations/${owner.organization!.id}`,
      payload: { name: 'Acme \uD83D\uDE80' },
      headers: bearer(owner.accessToken),
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
    expect(emoji.json().name).toBe('Acme 🚀');
  });
});
