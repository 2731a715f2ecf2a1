import { randomUUID } from 'node:crypto';
import { commentTargetDomains, commentTargets } from '@okr/contract';
import { scoped } from '../../../src/db/scoped';
import { inOrganization } from './walkCase';
import type { ExpectedGuard, WalkCase, WalkWorld } from './walkCase';
import { walkFixtures } from './walkFixtures';

/** The walk's cases of comments (api-contract.md "Comments, mentions, notifications"): people only. */
export function commentCases(world: WalkWorld): WalkCase[] {
  const { walkObjective, walkKeyResult, walkInitiative } = walkFixtures(world);
  const itemOf = { objectives: walkObjective, 'key-results': walkKeyResult, initiatives: walkInitiative } as const;

  /** A comment by the organization's owner (memberWithFlag) on a fresh key result. */
  async function walkComment(organizationId: string): Promise<string> {
    const id = randomUUID();
    const keyResultId = await walkKeyResult(organizationId);
    await scoped(world.db, organizationId)
      .insertInto('comments', [{ id, key_result_id: keyResultId, author_id: world.tokens.memberWithFlag.userId, author_name: 'Walk owner', body: 'Walked' }])
      .execute();
    return id;
  }
  // The member without flags cannot read the key result: the comment does not exist for them.
  const byComment = { memberWithoutFlag: 404, otherOrganizationMember: 404, superAdmin: 404 } as const;

  return [
    ...commentTargets.flatMap((target): WalkCase[] => {
      const guard: ExpectedGuard = { domain: commentTargetDomains[target], action: 'read', organizationFromRoute: false, people: true };
      return [
        {
          route: `GET /api/${target}/:id/comments`,
          guard,
          request: async (organizationId) => ({ url: `/api/${target}/${await itemOf[target](organizationId)}/comments` }),
          ok: 200,
        },
        {
          route: `POST /api/${target}/:id/comments`,
          guard,
          request: async (organizationId) => ({ url: `/api/${target}/${await itemOf[target](organizationId)}/comments`, payload: { body: 'Walked' } }),
          ok: 201,
        },
        {
          route: `GET /api/${target}/:id/mentionable-members`,
          guard,
          request: async (organizationId) => ({ url: `/api/${target}/${await itemOf[target](organizationId)}/mentionable-members` }),
          ok: 200,
        },
      ];
    }),
    {
      route: 'PATCH /api/comments/:id',
      guard: 'signedIn',
      request: inOrganization(async (organizationId) => ({ url: `/api/comments/${await walkComment(organizationId)}`, payload: { body: 'Walked again' } })),
      ok: 200,
      handlerAnswers: byComment,
    },
    {
      route: 'DELETE /api/comments/:id',
      guard: 'signedIn',
      request: inOrganization(async (organizationId) => ({ url: `/api/comments/${await walkComment(organizationId)}` })),
      ok: 204,
      handlerAnswers: byComment,
    },
  ];
}
