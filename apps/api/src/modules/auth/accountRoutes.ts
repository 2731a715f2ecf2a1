import { apiPaths } from '@okr/contract';
import { CompleteOnboardingResponse, MeResponse } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../lib/errorResponses';
import { authOf, authenticate } from '../../plugins/authenticate';
import { resolveCurrentOrganization } from '../../plugins/currentOrganization';
import { permissionsIn } from '../authorization/permissionsIn';
import { listMemberOrganizations } from '../organizations/organizationQueries';
import { toOrganization } from '../organizations/toOrganization';
import { completeOnboarding } from '../users/userRepository';
import { sessionView } from './sessionView';

const schemaBase = { tags: ['auth'], security: bearerAuth };

/** The signed-in user's own account: GET /auth/me and POST /auth/complete-onboarding, under /api. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Signed-in routes only: authenticate before the body is parsed or validated (401 before 400).
  app.addHook('onRequest', authenticate);

  app.get(
    apiPaths.auth.me,
    {
      schema: {
        ...schemaBase,
        summary: 'The caller, their current organization and all of theirs',
        response: { 200: MeResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const current = await resolveCurrentOrganization(request);
      const organizationId = current?.organizationId ?? null;
      const [view, organizations, permissions] = await Promise.all([
        sessionView(db, user, organizationId),
        listMemberOrganizations(db, user.id),
        permissionsIn(db, user.id, organizationId),
      ]);
      return { ...view, organizations: organizations.map(toOrganization), permissions };
    },
  );

  app.post(
    apiPaths.auth.completeOnboarding,
    {
      schema: {
        ...schemaBase,
        summary: 'Mark onboarding as complete',
        response: { 200: CompleteOnboardingResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const current = await resolveCurrentOrganization(request);
      const updated = await completeOnboarding(db, authOf(request).user.id);
      const { user } = await sessionView(db, updated, current?.organizationId ?? null);
      return { user };
    },
  );
};
