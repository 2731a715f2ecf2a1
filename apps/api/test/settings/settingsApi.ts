import { ORGANIZATION_HEADER } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import { bearer, register } from '../support/api';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A call as `token`, in `organizationId` when given (X-Organization-Id). */
export function caller(app: () => FastifyInstance, token: string, organizationId?: string) {
  const headers = { ...bearer(token), ...(organizationId && { [ORGANIZATION_HEADER]: organizationId }) };
  const call = (method: Method, url: string, payload?: object) => app().inject({ method, url, headers, payload });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    patch: (url: string, payload: object) => call('PATCH', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

export function anonymous(app: () => FastifyInstance) {
  return (method: Method, url: string, payload?: object) => app().inject({ method, url, payload });
}

/** A new user, Owner and Admin of their own organization, with a caller acting there. */
export async function registerAdmin(app: () => FastifyInstance, body: Parameters<typeof register>[1] = {}) {
  const registered = await register(app(), body);
  const organizationId = registered.organization!.id;
  return { ...registered, organizationId, api: caller(app, registered.accessToken, organizationId) };
}
