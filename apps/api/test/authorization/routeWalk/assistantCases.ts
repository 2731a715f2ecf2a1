import { inOrganization, notMembers } from './walkCase';
import type { WalkCase, WalkWorld } from './walkCase';
import { walkFixtures } from './walkFixtures';

/** The walk's cases of the assistant: every active member lists and asks; uploading and deleting need organizations.update. */
export function assistantCases(world: WalkWorld): WalkCase[] {
  const { aiDocument } = walkFixtures(world);
  return [
    // The assistant: every active member of the organization asked for (X-Organization-Id) lists and
    // asks; uploading and deleting also need organizations.update, checked by the handler.
    {
      route: 'GET /api/ai/documents',
      guard: 'signedIn',
      request: inOrganization(() => ({ url: '/api/ai/documents' })),
      ok: 200,
      handlerAnswers: notMembers,
    },
    {
      route: 'POST /api/ai/documents',
      guard: 'signedIn',
      request: inOrganization(() => ({ url: '/api/ai/documents', payload: { title: 'Walked', content: 'Walked text.' } })),
      ok: 202,
      handlerAnswers: { ...notMembers, memberWithoutFlag: 403 },
    },
    {
      route: 'GET /api/ai/documents/:id',
      guard: 'signedIn',
      request: inOrganization(async (organizationId) => ({ url: `/api/ai/documents/${await aiDocument(organizationId)}` })),
      ok: 200,
      handlerAnswers: notMembers,
    },
    {
      route: 'DELETE /api/ai/documents/:id',
      guard: 'signedIn',
      request: inOrganization(async (organizationId) => ({ url: `/api/ai/documents/${await aiDocument(organizationId)}` })),
      ok: 204,
      handlerAnswers: { ...notMembers, memberWithoutFlag: 403 },
    },
    {
      route: 'POST /api/ai/ask',
      guard: 'signedIn',
      request: inOrganization(() => ({ url: '/api/ai/ask', payload: { question: 'What is walked?' } })),
      ok: 200,
      handlerAnswers: notMembers,
    },
    {
      route: 'GET /api/ai/credits',
      guard: 'signedIn',
      request: inOrganization(() => ({ url: '/api/ai/credits' })),
      ok: 200,
      handlerAnswers: notMembers,
    },
    {
      route: 'GET /api/users',
      guard: { domain: 'users', action: 'read', organizationFromRoute: false },
      request: () => ({ url: '/api/users?limit=5' }),
      ok: 200,
    },
    {
      route: 'GET /api/users/search',
      guard: { domain: 'users', action: 'read', organizationFromRoute: false },
      request: () => ({ url: '/api/users/search?email=walk' }),
      ok: 200,
    },
  ];
}
