import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, randomIp, register } from '../support/api';
import type { Registered } from '../support/api';
import type { startTestSmtpServer } from '../support/testSmtpServer';

type Smtp = Awaited<ReturnType<typeof startTestSmtpServer>>;

/** Calls of the invitation routes, as one signed-in person. */
export function invitationCalls(ctx: { app: FastifyInstance }) {
  const app = { inject: (...args: Parameters<FastifyInstance['inject']>) => ctx.app.inject(...args) } as Pick<FastifyInstance, 'inject'>;
  const path = (orgId: string, rest = '') => `/api/organizations/${orgId}/invitations${rest}`;
  return {
    create: (who: Registered, payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: path(who.organization!.id), payload: payload as object, headers: { ...bearer(who.accessToken), ...headers } }),
    list: (who: Registered, query = '') => app.inject({ method: 'GET', url: path(who.organization!.id, query), headers: bearer(who.accessToken) }),
    resend: (who: Registered, id: string) => app.inject({ method: 'POST', url: path(who.organization!.id, `/${id}/resend`), headers: bearer(who.accessToken) }),
    revoke: (who: Registered, id: string) => app.inject({ method: 'DELETE', url: path(who.organization!.id, `/${id}`), headers: bearer(who.accessToken) }),
    view: (token: string) => app.inject({ method: 'GET', url: `/api/invitations/${token}` }),
    accept: (who: Registered, token: string) => app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, headers: bearer(who.accessToken) }),
    registerWith: (token: string, email: string, extra: Record<string, unknown> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'correct horse battery', firstName: 'Inez', lastName: 'Invited', invitationToken: token, ...extra },
        remoteAddress: randomIp(),
      }),
  };
}

/** The token of the invitation link in the `nth` email (1-based) that `to` received. */
export async function invitationTokenFor(smtp: Smtp, to: string, nth = 1): Promise<string> {
  const mails = await smtp.waitFor(to, nth);
  const match = /http:\/\/app\.okr\.test\/invite\/([A-Za-z0-9_-]{43})/.exec(mails[nth - 1]!.text);
  expect(match, mails[nth - 1]!.text).not.toBeNull();
  return match![1]!;
}

export { register };
