import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

describe('platform routes', () => {
  it('GET /api/health checks the database', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('GET /api/openapi.json documents the auth and organization paths', async () => {
    const response = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const path of ['register', 'login', 'refresh', 'logout', 'me', 'complete-onboarding']) {
      expect(document.paths).toHaveProperty([`/api/auth/${path}`]);
    }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/organizations', '/api/organizations/user', '/api/organizations/switch']),
    );
    expect(document.paths['/api/organizations/{id}']).toHaveProperty('patch');
    expect(
      document.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    expect(document.components.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('every operation has its module tag and the error responses its guard and its input imply', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    type Operation = { tags?: string[]; description?: string; security?: Record<string, unknown>[]; parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> };
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
      // SCIM (/scim/v2) answers its own protocol's errors (RFC 7644), declared by its routes.
      if (!path.startsWith('/api/')) continue;
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method.toUpperCase()} ${path}`;
        const expected = [
          ...(operation.security ? ['401'] : []),
          ...(operation.description?.includes('Guard: permission') ? ['403', '404'] : []),
          ...(operation.description?.includes('Guard: SuperAdmin') ? ['403'] : []),
          ...(operation.security?.some((scheme) => 'apiKey' in scheme) ? ['402', '429'] : []),
          ...(operation.parameters?.length || operation.requestBody ? ['400'] : []),
        ];
        if (!operation.tags?.length) missing.push(`${name}: no tag`);
        for (const status of expected) if (!(status in operation.responses)) missing.push(`${name}: no ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('GET /api/docs answers the rendered reference, assets included', async () => {
    const page = await ctx.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const bundle = await ctx.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const redirect = await ctx.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(redirect.statusCode);
  });

  it('sets the security headers on every answer', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/docs/']) {
      const { headers } = await ctx.app.inject({ url });
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toBeDefined();
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });
});
