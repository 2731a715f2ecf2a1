import { accountMessages, apiPaths, EMAIL_VERIFICATION_RESEND_SECONDS } from '@okr/contract';
import { AccountUserResponse, ChangeEmailRequest, ChangePasswordRequest, EmailLinkRequest, MessageResponse } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { auditActorOf } from '../audit/recordAudit';
import { authOf } from '../../plugins/authenticate';
import { emailLanguageOf } from '../email/emailLanguageOf';
import { changePassword } from './changePassword';
import { confirmEmailChange, requestEmailChange, resendVerification, verifyEmail } from './emailAddress';
import { sessionView } from './sessionView';
import { verifyAccountPassword } from './verifyAccountPassword';

const paths = apiPaths.auth;

/** Password, email and its verification (api-contract.md "My account"), mounted under /api. */
export const myAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const appUrl = config.appUrl ?? 'http://localhost:3000';
  const mailing = (acceptLanguage: string | undefined) => ({ language: emailLanguageOf(acceptLanguage), appUrl });

  app.post(
    paths.changePassword,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'Change the password; every other session of the user is signed out',
        description:
          'The new password follows the sign-up rules. A wrong `currentPassword` answers 400 naming it, changes nothing and counts as a failed sign-in ' +
          '(per account and per client address; 429 with Retry-After while they must wait, apps/api/README.md "Sign-in limits"). On success every other session is revoked (its access tokens answer 401 ' +
          'from their next request), an email tells the user, and `auth.password_changed` is recorded. 403 SSO_REQUIRED when the domain signs in through single sign-on only.',
        body: ChangePasswordRequest,
        response: { 204: z.null().describe('Changed'), ...errorResponses(403, 429) },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = authOf(request);
      await verifyAccountPassword(request, user, request.body.currentPassword, 'currentPassword');
      await changePassword(db, {
        user,
        sessionId,
        newPassword: request.body.newPassword,
        actor: auditActorOf(request),
        ...mailing(request.headers['accept-language']),
      });
      app.emailSender.kick();
      return reply.code(204).send(null);
    },
  );

  app.post(
    paths.changeEmail,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'Ask to change the email: a link goes to the new address, a notice to the old one',
        description:
          'The address changes only when the link `{APP_URL}/confirm-email/{token}` (one hour, single use) is opened. A wrong `password` answers 400 naming it ' +
          'and counts as a failed sign-in (429 while the account or address must wait); 409 when another account has the address (or it is already yours); 403 SSO_REQUIRED when its domain ' +
          'signs in through single sign-on only.',
        body: ChangeEmailRequest,
        response: { 202: MessageResponse, ...errorResponses(403, 409, 429) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      await verifyAccountPassword(request, user, request.body.password, 'password');
      await requestEmailChange(db, { user, newEmail: request.body.newEmail, actor: auditActorOf(request), ...mailing(request.headers['accept-language']) });
      app.emailSender.kick();
      return reply.code(202).send({ message: accountMessages.emailChangeSent });
    },
  );

  app.post(
    paths.confirmEmail,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Open the link sent to a new address: the email changes and counts as verified',
        description: '404 for a link we never sent, 410 GONE for a used or expired one (one hour), 409 when another account took the address meanwhile.',
        body: EmailLinkRequest,
        response: { 200: AccountUserResponse, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => {
      const user = await confirmEmailChange(db, request.body.token, auditActorOf(request));
      return { user: (await sessionView(db, user, user.current_organization_id)).user };
    },
  );

  app.post(
    paths.verifyEmail,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Open the link sent at sign-up: the email counts as verified',
        description: '404 for a link we never sent, 410 GONE for a used or expired one (24 hours).',
        body: EmailLinkRequest,
        response: { 200: AccountUserResponse, ...errorResponses(404, 410) },
      },
    },
    async (request) => {
      const user = await verifyEmail(db, request.body.token, auditActorOf(request));
      return { user: (await sessionView(db, user, user.current_organization_id)).user };
    },
  );

  app.post(
    paths.verifyEmailResend,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'Send the link that verifies the email again',
        description: `202 (nothing is sent when the address is already verified); 429 within ${EMAIL_VERIFICATION_RESEND_SECONDS} s of the last link, with Retry-After. The email is in the language of \`Accept-Language\`.`,
        response: { 202: MessageResponse, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      if (await resendVerification(db, user, mailing(request.headers['accept-language']))) app.emailSender.kick();
      return reply.code(202).send({ message: accountMessages.verificationSent });
    },
  );
};
