import { IdParams, MembersWithoutFactor } from '@okr/contract/schemas';
import type { MembersWithoutFactor as MembersWithoutFactorList } from '@okr/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { idParam } from '../../lib/idParam';
import { permissionGuard } from '../authorization/RouteGuard';
import { memberships } from '../settings/memberService';
import { organizationOf } from '../settings/organizationOf';

/**
 * An organization's second-factor policy beside `requireMfa` (issue 32): who has no factor yet, so
 * the settings can say who the switch will send to enrolment. People with `settings:read` only.
 */
export const mfaPolicyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/organizations/:id/mfa/members-without-factor',
    {
      config: permissionGuard('settings', 'read', idParam, { people: true }),
      schema: {
        summary: 'Active members with no second factor yet (no authenticator app, no passkey)',
        description:
          'The members `requireMfa` sends to enrolment (a sign-in through the organization’s SSO may still count for them when `ssoSatisfiesMfa`). Oldest member first.',
        params: IdParams,
        response: { 200: MembersWithoutFactor, ...errorResponses(403) },
      },
    },
    async (request): Promise<MembersWithoutFactorList> => {
      const rows = await memberships(db, organizationOf(request))
        .where('organization_members.is_active', '=', true)
        .where('users.is_active', '=', true)
        .where('users.mfa_enabled', '=', false)
        .orderBy('organization_members.joined_at')
        .orderBy('users.email')
        .execute();
      return rows.map((row) => ({ id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email }));
    },
  );
};
