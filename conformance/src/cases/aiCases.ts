import type { AiCredits, AiDocument, AskResponse } from '@okr/contract';
import { AiCredits as AiCreditsSchema, AiDocument as AiDocumentSchema, AskResponse as AskResponseSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, WireResponse } from '../Harness';
import { memberOf, signUp, unknownId } from '../setup/signUp';

const orgHeader = (organizationId: string) => ({ 'X-Organization-Id': organizationId });
const pending = ['uploaded', 'extracting', 'ready'];

/** An owner's (Free) organization with a Viewer member, and a stranger who owns another one. */
async function world(harness: Harness) {
  const owner = await signUp(harness, 'ai-owner');
  const viewer = await memberOf(harness, owner.organizationId, 'Viewer');
  const stranger = await signUp(harness, 'ai-stranger');
  return { owner, viewer, stranger, organizationId: owner.organizationId };
}

type World = Awaited<ReturnType<typeof world>>;
const documentId = (answers: WireResponse[], index = 0) => (answers[index]!.body as AiDocument).id;
const as = (account: World['owner'], organizationId: string) => ({ token: account.accessToken, headers: orgHeader(organizationId) });

export const aiCases = [
  defineCase({
    name: 'ai: an Admin uploads text as JSON (202, uploaded), lists it, reads it, deletes it; then 404',
    setup: world,
    steps: [
      {
        send: ({ owner, organizationId }) => ({
          method: 'POST',
          path: '/ai/documents',
          ...as(owner, organizationId),
          body: { title: 'Canteen', content: '# Canteen\n\nThe canteen serves paella every Friday.' },
        }),
        expect: {
          status: 202,
          schema: AiDocumentSchema,
          check: (body: AiDocument, { organizationId }) =>
            expect(body).toMatchObject({ title: 'Canteen', kind: 'md', status: 'uploaded', error: null, organizationId }),
        },
      },
      {
        send: ({ viewer, organizationId }) => ({ method: 'GET', path: '/ai/documents', ...as(viewer, organizationId) }),
        expect: {
          status: 200,
          schema: AiDocumentSchema.array(),
          check: (body: AiDocument[]) => {
            expect(body.map((d) => d.title)).toEqual(['Canteen']);
            expect(pending).toContain(body[0]?.status);
          },
        },
      },
      {
        send: ({ owner, organizationId }, answers) => ({ method: 'GET', path: `/ai/documents/${documentId(answers)}`, ...as(owner, organizationId) }),
        expect: { status: 200, schema: AiDocumentSchema },
      },
      {
        send: ({ stranger }, answers) => ({ method: 'GET', path: `/ai/documents/${documentId(answers)}`, ...as(stranger, stranger.organizationId) }),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Document not found' },
      },
      {
        send: ({ viewer, organizationId }, answers) => ({ method: 'DELETE', path: `/ai/documents/${documentId(answers)}`, ...as(viewer, organizationId) }),
        expect: { status: 403, code: 'FORBIDDEN' },
      },
      {
        send: ({ owner, organizationId }, answers) => ({ method: 'DELETE', path: `/ai/documents/${documentId(answers)}`, ...as(owner, organizationId) }),
        expect: { status: 204 },
      },
      {
        send: ({ owner, organizationId }, answers) => ({ method: 'GET', path: `/ai/documents/${documentId(answers)}`, ...as(owner, organizationId) }),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Document not found' },
      },
    ],
  }),
  defineCase({
    name: 'ai: uploads are validated, need organizations.update, and stop at the Free plan’s 3 documents (402)',
    setup: world,
    steps: [
      {
        send: ({ owner, organizationId }) => ({ method: 'POST', path: '/ai/documents', ...as(owner, organizationId), body: { title: '', content: 'x' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR' },
      },
      {
        send: ({ viewer, organizationId }) => ({ method: 'POST', path: '/ai/documents', ...as(viewer, organizationId), body: { title: 'A', content: 'Text.' } }),
        expect: { status: 403, code: 'FORBIDDEN' },
      },
      ...[1, 2, 3].map((n) => ({
        send: ({ owner, organizationId }: World) => ({ method: 'POST' as const, path: '/ai/documents', ...as(owner, organizationId), body: { title: `Doc ${n}`, content: `Document ${n}.` } }),
        expect: { status: 202, schema: AiDocumentSchema },
      })),
      {
        send: ({ owner, organizationId }) => ({ method: 'POST', path: '/ai/documents', ...as(owner, organizationId), body: { title: 'Doc 4', content: 'Document 4.' } }),
        expect: {
          status: 402,
          code: 'PLAN_LIMIT_REACHED',
          message: 'The Free plan holds up to 3 documents. Delete one, or upgrade to Pro for unlimited documents.',
        },
      },
    ],
  }),
  defineCase({
    name: 'ai: credits of a Free organization; a question the documents do not cover costs nothing',
    setup: world,
    steps: [
      {
        send: ({ viewer, organizationId }) => ({ method: 'GET', path: '/ai/credits', ...as(viewer, organizationId) }),
        expect: {
          status: 200,
          schema: AiCreditsSchema,
          check: (body: AiCredits) => expect(body).toMatchObject({ plan: 'Free', allowed: 50, used: 0, remaining: 50 }),
        },
      },
      {
        send: ({ viewer, organizationId }) => ({ method: 'POST', path: '/ai/ask', ...as(viewer, organizationId), body: { question: 'What is the parental leave policy?' } }),
        expect: {
          status: 200,
          schema: AskResponseSchema,
          check: (body: AskResponse) => expect(body).toMatchObject({ citations: [], covered: false, creditsRemaining: 50 }),
        },
      },
      {
        send: ({ viewer, organizationId }) => ({ method: 'POST', path: '/ai/ask', ...as(viewer, organizationId), body: { question: '' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR' },
      },
      {
        send: ({ stranger, organizationId }) => ({ method: 'POST', path: '/ai/ask', ...as(stranger, organizationId), body: { question: 'Anything?' } }),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Organization not found' },
      },
      {
        send: ({ owner, organizationId }) => ({ method: 'GET', path: `/ai/documents/${unknownId}`, ...as(owner, organizationId) }),
        expect: { status: 404, code: 'NOT_FOUND', message: 'Document not found' },
      },
    ],
  }),
];
