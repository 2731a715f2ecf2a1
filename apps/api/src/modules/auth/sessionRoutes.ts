import { apiPaths } from '@okr/contract';
import { IdParams, SessionList } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { authOf } from '../../plugins/authenticate';
import { auditActorOf, recordAudit } from '../audit/recordAudit';
import { listSessions, revokeSessions } from './authSessions';

const paths = apiPaths.auth;

/** The caller's sign-ins (api-contract.md "My account"): list them, end one, end all others. Mounted under /api. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    paths.sessions,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'The caller\'s sign-ins still alive, newest use first',
        description:
          'One per refresh-token family that can still refresh: how it was made (`method`), when it started and was last used (sign-in or refresh), ' +
          'the address and user agent of that last use, and the browser, system and device read from it. `current` marks the caller\'s own.',
        response: { 200: SessionList },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      return listSessions(db, user.id, sessionId);
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'End one sign-in: its next refresh fails and its access tokens answer 401 from their next request',
        description: '404 for an id that is not a sign-in of the caller (another user\'s included). Ending the current one signs the caller out. Audit `auth.session_revoked`.',
        params: IdParams,
        response: { 204: z.null().describe('Ended'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      await db.transaction().execute(async (trx) => {
        const [familyId] = await revokeSessions(trx, user.id, { only: request.params.id });
        await recordAudit(trx, auditActorOf(request), { action: 'auth.session_revoked', organizationId: null, targetType: 'session', targetId: familyId ?? null });
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    paths.sessions,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'End every sign-in of the caller but the current one',
        description: 'Their refresh tokens stop working and their access tokens answer 401 from their next request. Audit `auth.session_revoked` per session ended.',
        response: { 204: z.null().describe('Ended') },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = authOf(request);
      await db.transaction().execute(async (trx) => {
        const families = await revokeSessions(trx, user.id, { except: sessionId });
        for (const familyId of families) {
          await recordAudit(trx, auditActorOf(request), { action: 'auth.session_revoked', organizationId: null, targetType: 'session', targetId: familyId });
        }
      });
      return reply.code(204).send(null);
    },
  );
};
