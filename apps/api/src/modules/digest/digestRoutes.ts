import { apiPaths } from '@okr/contract';
import { DigestUnsubscribeQuery, DigestUnsubscribeResponse } from '@okr/contract/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/AppError';
import { errorResponses } from '../../lib/errorResponses';
import { unsubscribePage } from './unsubscribePage';

export const UNSUBSCRIBED_MESSAGE = 'You will no longer receive the weekly digest. Turn it back on in your profile.';

/** A browser (the link clicked, the page's form) gets the page; anything else the JSON answer. */
const wantsHtml = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? '');

/**
 * The weekly digest's unsubscribe link, under /api, without signing in: the token (signed for
 * this one purpose, `digestToken.ts`) names the user. GET shows what a POST does; POST turns the
 * digest off (idempotent), also as the one-click unsubscribe of mail clients (RFC 8058, a form
 * body `List-Unsubscribe=One-Click`, which is accepted and ignored).
 */
export const digestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Mail clients' one-click POST sends a form; nothing in it matters. This plugin only.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, undefined),
  );

  const userOf = async (token: string) => {
    const userId = app.digest.tokens.verify(token);
    const user = userId ? await db.selectFrom('users').select(['id', 'weekly_digest', 'language']).where('id', '=', userId).executeTakeFirst() : undefined;
    if (!user) throw notFound('Unsubscribe link');
    return user;
  };
  const answer = (request: FastifyRequest, reply: FastifyReply, language: 'en' | 'es', weeklyDigest: boolean, done: boolean) => {
    if (!wantsHtml(request)) return { message: done ? UNSUBSCRIBED_MESSAGE : 'POST to this address to stop the weekly digest.', weeklyDigest };
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(unsubscribePage(language, { done, action: request.url }));
  };
  const schema = {
    querystring: DigestUnsubscribeQuery,
    response: { 200: DigestUnsubscribeResponse, ...errorResponses(404) },
  };

  app.get(
    apiPaths.auth.digestUnsubscribe,
    {
      config: { guard: 'public' },
      schema: {
        ...schema,
        summary: 'The weekly digest\'s unsubscribe link: what a POST to it does (changes nothing)',
        description: 'No sign-in: `token` is the one the digest carries. A browser (`Accept: text/html`) gets a page whose button POSTs here; others get JSON. 404 for a token the server did not sign.',
      },
    },
    async (request, reply) => {
      const user = await userOf(request.query.token);
      return answer(request, reply, user.language, user.weekly_digest, false);
    },
  );

  app.post(
    apiPaths.auth.digestUnsubscribe,
    {
      config: { guard: 'public' },
      schema: {
        ...schema,
        summary: 'Stop the weekly digest from its link, without signing in (also the mail clients\' one-click unsubscribe)',
        description: 'Sets `weeklyDigest` to false for the user the token names; idempotent. Any body is ignored (RFC 8058 sends `List-Unsubscribe=One-Click`).',
      },
    },
    async (request, reply) => {
      const user = await userOf(request.query.token);
      if (user.weekly_digest) await db.updateTable('users').set({ weekly_digest: false, updated_at: new Date() }).where('id', '=', user.id).execute();
      return answer(request, reply, user.language, false, true);
    },
  );
};
