import { randomBytes, randomInt } from 'node:crypto';
import type { AuthSessionResponse } from '@okr/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const PASSWORD = 'correct horse battery';

/** Unique per call, across workers sharing one PostgreSQL. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(6).toString('hex')}@test.okr`;
}

/** Login is rate-limited per IP: each caller gets its own address unless a test picks one. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Registered extends AuthSessionResponse {
  email: string;
  password: string;
  response: LightMyRequestResponse;
}

export async function register(
  app: FastifyInstance,
  body: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    organizationName: string;
  }> = {},
): Promise<Registered> {
  const payload = { email: uniqueEmail(), password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace', ...body };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: randomIp() });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<AuthSessionResponse>(), email: payload.email, password: payload.password, response };
}

export function login(app: FastifyInstance, email: string, password: string, ip = randomIp()) {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
}

/** The value of a Set-Cookie header of a response, by cookie name. */
export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}
