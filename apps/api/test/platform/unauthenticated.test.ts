import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

/**
 * Every signed-in route, called as a client without a session would: no body, and a malformed
 * `:id`. Authentication comes first, so none of them may answer 400 about the payload.
 */
const signedInRoutes: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string][] = [
  ['GET', '/api/auth/me'],
  ['POST', '/api/auth/complete-onboarding'],
  ['GET', '/api/organizations'],
  ['GET', '/api/organizations/user'],
  ['GET', '/api/organizations/not-an-id'],
  ['POST', '/api/organizations/switch'],
  ['POST', '/api/organizations'],
  ['PATCH', '/api/organizations/not-an-id'],
  ['DELETE', '/api/organizations/not-an-id'],
];

const credentials: [label: string, headers: Record<string, string>][] = [
  ['no token', {}],
  ['a malformed token', { authorization: 'Bearer not-a-jwt' }],
];

const cases = signedInRoutes.flatMap(([method, url]) =>
  credentials.map(([credential, headers]) => ({ method, url, credential, headers })),
);

describe('signed-in routes without a valid session', () => {
  it.each(cases)('$method $url with $credential answers 401 { message, code }', async ({ method, url, headers }) => {
    const response = await ctx.app.inject({ method, url, headers });
    expect(response.statusCode, response.body).toBe(401);
    // Exactly these two keys: no stack, statusCode or details.
    expect(response.json()).toStrictEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });
  });
});
