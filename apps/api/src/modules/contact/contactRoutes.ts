import { apiPaths } from '@okr/contract';
import { ContactMessagesPage, ContactMessagesQuery, ContactRequest, MessageResponse } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimited } from '../../lib/AppError';
import { consumeRateLimit } from '../../lib/consumeRateLimit';
import { errorResponses } from '../../lib/errorResponses';
import { listContactMessages, saveContactMessage } from './contactMessages';


/** The public contact form, and the super administrators' reading of it, mounted under /api. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.post(
    apiPaths.contact.send,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Send a message through the public contact form (rate limited per IP)',
        body: ContactRequest,
        response: { 201: MessageResponse, ...errorResponses(413, 429) },
      },
    },
    async (request, reply) => {
      // Counted per client IP before storing: a flood costs one upsert per request, then 429s.
      const limit = await consumeRateLimit(db, `contact:ip:${request.ip}`, config.contactRateLimit);
      if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
      await saveContactMessage(db, request.body, request.ip);
      reply.code(201);
      return { message: 'Thank you, your message was sent' };
    },
  );

  app.get(
    apiPaths.contact.adminList,
    {
      config: { guard: 'superAdmin' },
      schema: {
        summary: 'Messages of the contact form, newest first (super administrators)',
        querystring: ContactMessagesQuery,
        response: { 200: ContactMessagesPage },
      },
    },
    async (request) => listContactMessages(db, request.query),
  );
};
