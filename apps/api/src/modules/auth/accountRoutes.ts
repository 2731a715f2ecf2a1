import { apiPaths } from '@okr/contract';
import { CompleteOnboardingResponse, MeResponse, UpdateMeRequest, UpdateMeResponse } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { ReadCache } from '../../db/ReadCache';
import { authOf } from '../../plugins/authenticate';
import { currentOrganizationOf } from '../../plugins/currentOrganization';
import { listMemberOrganizations } from '../organizations/organizationQueries';
import { toOrganization } from '../organizations/toOrganization';
import { toUser } from '../users/toUser';
import { emailLanguageOf } from '../email/emailLanguageOf';
import { completeOnboarding, updateOwnSettings } from '../users/userRepository';


/** The signed-in user's own account: GET /auth/me and POST /auth/complete-onboarding, under /api. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // /auth/me's one read beyond the guard's (whose access answer is cached): the caller's organizations,
  // kept until a membership or an organization changes (db/ReadCache.ts).
  const memberOrganizations = ReadCache.for<Awaited<ReturnType<typeof listMemberOrganizations>>>(db, ['organization_members', 'organizations'], {
    maxEntries: 10_000,
  });

  app.get(
    apiPaths.auth.me,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'The caller, their current organization and all of theirs',
        description:
          '`permissions` maps each of the six domains to the caller\'s effective `{ canCreate, canRead, ' +
          'canUpdate, canDelete }` in the current organization: the union of their roles\' rows, where ' +
          'the default Admin role (type Admin, category Application) holds every flag and a Custom role ' +
          'holds exactly its own rows, whatever its type.',
        response: { 200: MeResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      // The guard already resolved the organization, the roles and the permissions.
      const { user, roles, permissions } = authOf(request);
      const current = currentOrganizationOf(request);
      const organizations = await memberOrganizations.get(user.id, () => listMemberOrganizations(db, user.id));
      const organization = organizations.find((row) => row.id === current?.organizationId);
      return {
        user: toUser(user, roles),
        organization: organization ? toOrganization(organization) : null,
        organizations: organizations.map(toOrganization),
        permissions,
      };
    },
  );

  app.patch(
    apiPaths.auth.me,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'Change the caller\'s own profile and settings: name, language, the weekly digest and its time zone',
        description:
          '`firstName` (1 to 100 characters after trimming) and `lastName` (up to 100) are the name everyone sees. ' +
          '`weeklyDigest: false` stops the weekly digest email; `timeZone` (an IANA name such as ' +
          '`Europe/Madrid`, 400 otherwise) is where its Monday 08:00 is read. Only the fields sent change. ' +
          'The emails no request causes (the digest) are written in `locale` (en or es), else in the language of ' +
          'this request (`Accept-Language`: Spanish or English).',
        body: UpdateMeRequest,
        response: { 200: UpdateMeResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { user, roles } = authOf(request);
      currentOrganizationOf(request);
      const updated = await updateOwnSettings(db, user.id, request.body, emailLanguageOf(request.headers['accept-language']));
      return { user: toUser(updated, roles) };
    },
  );

  app.post(
    apiPaths.auth.completeOnboarding,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'Mark onboarding as complete',
        response: { 200: CompleteOnboardingResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { user, roles } = authOf(request);
      // Like every signed-in call: an X-Organization-Id the caller is not a member of is 404.
      currentOrganizationOf(request);
      const updated = await completeOnboarding(db, user.id);
      return { user: toUser(updated, roles) };
    },
  );
};
