import { commentTargetDomains, commentTargets, MENTIONABLE_MAX } from '@okr/contract';
import {
  Comment,
  CreateCommentRequest,
  IdParams,
  MentionableMember,
  MentionableQuery,
  PageQuery,
  UpdateCommentRequest,
} from '@okr/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { authOf } from '../../plugins/authenticate';
import { auditActorOf } from '../audit/recordAudit';
import { permissionGuard } from '../authorization/RouteGuard';
import { sendPage } from '../okr/paging';
import { organizationOf } from '../settings/organizationOf';
import { fullNameOf } from '../users/toUser';
import { findThreadItem } from './commentTarget';
import { createComment, deleteComment, listComments, updateComment } from './commentService';
import { membersWhoCanRead } from './membersWhoCanRead';
import { requireMember } from './requireMember';

const itemWords = { objectives: 'objective', 'key-results': 'key result', initiatives: 'initiative' } as const;

/** The caller as a comment's author (the guards let people only through). */
function authorOf(request: FastifyRequest) {
  const { user } = authOf(request);
  return { id: user.id, fullName: fullNameOf(user) };
}

/**
 * Comments (api-contract.md "Comments, mentions, notifications"), under /api: a thread on each
 * objective, key result and initiative, guarded by read of the item (writing one too: whoever
 * reads the item may discuss it), and `/comments/{id}` for its author (or, to delete, whoever may
 * update the item). People only: an API key reads no thread and writes none.
 */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  for (const target of commentTargets) {
    const domain = commentTargetDomains[target];
    const item = (request: FastifyRequest & { params: { id: string } }) =>
      findThreadItem(db, organizationOf(request), target, request.params.id);

    app.get(
      `/${target}/:id/comments`,
      {
        config: permissionGuard(domain, 'read', undefined, { people: true }),
        schema: {
          summary: `The ${itemWords[target]}’s comments, oldest first, paged (\`limit\`, \`cursor\`, \`Link\` rel="next"); a deleted one stays as \`deleted: true\``,
          params: IdParams,
          querystring: PageQuery,
          response: { 200: z.array(Comment) },
        },
      },
      async (request, reply) => sendPage(request, reply, await listComments(db, organizationOf(request), await item(request), request.query)),
    );

    app.post(
      `/${target}/:id/comments`,
      {
        config: permissionGuard(domain, 'read', undefined, { people: true, contractAction: true }),
        schema: {
          summary:
            'Comment, or reply to a comment of the thread (`parentId`); `@[Full Name](userId)` mentions a member (a stranger answers 422; one who cannot read the item stays plain text)',
          params: IdParams,
          body: CreateCommentRequest,
          response: { 201: Comment, ...errorResponses(422) },
        },
      },
      async (request, reply) => {
        const created = await createComment(db, organizationOf(request), await item(request), authorOf(request), auditActorOf(request), request.body);
        return reply.code(201).send(created);
      },
    );

    app.get(
      `/${target}/:id/mentionable-members`,
      {
        config: permissionGuard(domain, 'read', undefined, { people: true }),
        schema: {
          summary: `The members the \`@\` picker offers: those who can read the item, by name (\`q\` filters by name or email; at most ${MENTIONABLE_MAX})`,
          params: IdParams,
          querystring: MentionableQuery,
          response: { 200: z.array(MentionableMember) },
        },
      },
      async (request) => {
        const organizationId = organizationOf(request);
        await item(request);
        const q = request.query.q?.trim().toLowerCase() ?? '';
        const readers = await membersWhoCanRead(db, organizationId, domain);
        return readers
          .filter((reader) => q === '' || reader.fullName.toLowerCase().includes(q) || reader.email.toLowerCase().includes(q))
          .slice(0, MENTIONABLE_MAX);
      },
    );
  }

  const caller = (request: FastifyRequest) => ({ id: authOf(request).user.id, permissions: authOf(request).permissions });

  app.patch(
    '/comments/:id',
    {
      config: { guard: 'signedIn' },
      preValidation: requireMember,
      schema: {
        summary: 'Edit a comment (its author only, else 403); mentions are read again and `editedAt` set',
        params: IdParams,
        body: UpdateCommentRequest,
        response: { 200: Comment, ...errorResponses(403, 404, 422) },
      },
    },
    async (request) =>
      updateComment(db, organizationOf(request), caller(request), auditActorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/comments/:id',
    {
      config: { guard: 'signedIn' },
      preValidation: requireMember,
      schema: {
        summary: 'Delete a comment: its author, or whoever may update the item (else 403); the thread keeps it as `deleted: true`',
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      await deleteComment(db, organizationOf(request), caller(request), auditActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
