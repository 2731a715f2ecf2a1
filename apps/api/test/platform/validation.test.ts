import { describe, expect, it } from 'vitest';
import { PASSWORD, randomIp, uniqueEmail } from '../support/api';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

function post(url: string, payload: string | object, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: randomIp(),
  });
}

describe('request validation', () => {
  it('rejects unknown fields with 400 VALIDATION_ERROR naming each field', async () => {
    const response = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
      isAdmin: true,
      plan: 'Enterprise',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Validation failed',
      code: 'VALIDATION_ERROR',
      details: [
        { field: 'isAdmin', message: 'Unknown field' },
        { field: 'plan', message: 'Unknown field' },
      ],
    });
  });

  it('lists every invalid field with its reason', async () => {
    const response = await post('/api/auth/register', { email: 'not-an-email', password: 42, lastName: 'B' });
    expect(response.statusCode).toBe(400);
    const fields = response.json().details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'firstName']));
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR', async () => {
    const response = await post('/api/auth/login', '{"email": "a@b.c", ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON body', code: 'VALIDATION_ERROR' });
  });

  it('refuses prototype poisoning', async () => {
    const response = await post('/api/auth/login', '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers a JSON body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await post('/api/auth/login', { email: uniqueEmail(), password: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/organizations/x/y'],
      ['GET', '/api'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });
});
