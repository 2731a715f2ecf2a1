import { get, preflight } from './walkCase';
import type { WalkCase, WalkWorld } from './walkCase';

/** The walk's cases of public routes, validation before anyone, signed-in routes and the organization of :id. */
export function accountCases(world: WalkWorld): WalkCase[] {
  // Each caller signed up moments ago, so its verification link is too fresh to send again (429):
  // made a minute older before each call, every caller the guard lets through gets the 202.
  const resendable: WalkCase['request'] = async () => {
    await world.db.updateTable('email_tokens').set({ created_at: new Date(Date.now() - 120_000) as never }).execute();
    return { url: '/api/auth/verify-email/resend' };
  };
  return [
    // Public: the answer does not depend on who calls.
    { route: 'GET /api/health', guard: 'public', request: get('/api/health'), ok: 200 },
    { route: 'GET /api/health/ready', guard: 'public', request: get('/api/health/ready'), ok: 200 },
    { route: 'GET /api/openapi.json', guard: 'public', request: get('/api/openapi.json'), ok: 200 },
    { route: 'GET /api/docs', guard: 'public', request: get('/api/docs'), ok: 200 },
    { route: 'GET /api/docs/json', guard: 'public', request: get('/api/docs/json'), ok: 200 },
    { route: 'GET /api/docs/yaml', guard: 'public', request: get('/api/docs/yaml'), ok: 200 },
    { route: 'GET /api/docs/static/index.html', guard: 'public', request: get('/api/docs/static/index.html'), ok: 302 },
    {
      route: 'GET /api/docs/static/swagger-initializer.js',
      guard: 'public',
      request: get('/api/docs/static/swagger-initializer.js'),
      ok: 200,
    },
    { route: 'GET /api/docs/static/*', guard: 'public', request: get('/api/docs/static/swagger-ui.css'), ok: 200 },
    { route: 'GET /*', guard: 'public', request: get('/assets/app-1a2b3c.js'), ok: 200 },
    { route: 'OPTIONS *', guard: 'public', request: () => ({ url: '/api/auth/me', headers: preflight }), ok: 204 },
    // No body: validation answers, whoever calls.
    { route: 'POST /api/auth/register', guard: 'public', request: get('/api/auth/register'), ok: 400 },
    { route: 'POST /api/auth/login', guard: 'public', request: get('/api/auth/login'), ok: 400 },
    // The refresh token, not the caller, is what refresh checks: none here.
    { route: 'POST /api/auth/refresh', guard: 'public', request: get('/api/auth/refresh'), ok: 401 },
    { route: 'POST /api/auth/logout', guard: 'public', request: get('/api/auth/logout'), ok: 204 },
    // Password reset: public; without a body, validation answers.
    { route: 'POST /api/auth/forgot-password', guard: 'public', request: get('/api/auth/forgot-password'), ok: 400 },
    { route: 'POST /api/auth/reset-password', guard: 'public', request: get('/api/auth/reset-password'), ok: 400 },
    // My account's emailed links: public (the token decides); without a body, validation answers.
    { route: 'POST /api/auth/verify-email', guard: 'public', request: get('/api/auth/verify-email'), ok: 400 },
    { route: 'POST /api/auth/confirm-email', guard: 'public', request: get('/api/auth/confirm-email'), ok: 400 },
    // The digest's unsubscribe link: the token, not the caller, decides; none here.
    // The second step of a sign-in: the mfaToken decides; without a body, validation answers.
    { route: 'POST /api/auth/mfa/verify', guard: 'public', request: get('/api/auth/mfa/verify'), ok: 400 },
    // Passwordless passkey sign-in: options for anyone; the assertion decides (none here: validation answers).
    { route: 'POST /api/auth/passkeys/login/options', guard: 'public', request: get('/api/auth/passkeys/login/options'), ok: 200 },
    { route: 'POST /api/auth/passkeys/login', guard: 'public', request: get('/api/auth/passkeys/login'), ok: 400 },
    { route: 'GET /api/auth/digest/unsubscribe', guard: 'public', request: get('/api/auth/digest/unsubscribe'), ok: 400 },
    { route: 'POST /api/auth/digest/unsubscribe', guard: 'public', request: get('/api/auth/digest/unsubscribe'), ok: 400 },

    // Signed in: any valid session.
    { route: 'GET /api/auth/me', guard: 'signedIn', request: get('/api/auth/me'), ok: 200 },
    { route: 'GET /api/me/week', guard: 'signedIn', request: get('/api/me/week'), ok: 200 },
    // Notifications: people only, across organizations; without a body, validation answers; the
    // stream without `Accept: text/event-stream` answers the unread count as JSON.
    { route: 'GET /api/me/notifications', guard: 'signedIn', request: get('/api/me/notifications'), ok: 200 },
    { route: 'POST /api/me/notifications/read', guard: 'signedIn', request: get('/api/me/notifications/read'), ok: 400 },
    { route: 'GET /api/me/notifications/stream', guard: 'signedIn', request: get('/api/me/notifications/stream'), ok: 200 },
    { route: 'GET /api/me/notification-preferences', guard: 'signedIn', request: get('/api/me/notification-preferences'), ok: 200 },
    { route: 'PATCH /api/me/notification-preferences', guard: 'signedIn', request: () => ({ url: '/api/me/notification-preferences', payload: {} }), ok: 200 },
    // My account: people only (signedIn refuses API keys); without a body, validation answers.
    { route: 'POST /api/auth/change-password', guard: 'signedIn', request: get('/api/auth/change-password'), ok: 400 },
    { route: 'POST /api/auth/change-email', guard: 'signedIn', request: get('/api/auth/change-email'), ok: 400 },
    { route: 'POST /api/auth/verify-email/resend', guard: 'signedIn', request: resendable, ok: 202 },
    { route: 'GET /api/auth/sessions', guard: 'signedIn', request: get('/api/auth/sessions'), ok: 200 },
    // Each caller has one sign-in: ending the others ends none; an id that is none of theirs is 404.
    { route: 'DELETE /api/auth/sessions', guard: 'signedIn', request: get('/api/auth/sessions'), ok: 204 },
    {
      route: 'DELETE /api/auth/sessions/:id',
      guard: 'signedIn',
      request: get('/api/auth/sessions/0b9f8a62-5d1c-4c7e-9f3e-2a6d4b8c1e07'),
      ok: 404,
    },
    // Second factors: people only; starting an enrolment again replaces the pending one.
    { route: 'GET /api/auth/mfa', guard: 'signedIn', request: get('/api/auth/mfa'), ok: 200 },
    { route: 'POST /api/auth/mfa/totp', guard: 'signedIn', request: get('/api/auth/mfa/totp'), ok: 200 },
    { route: 'POST /api/auth/mfa/totp/confirm', guard: 'signedIn', request: get('/api/auth/mfa/totp/confirm'), ok: 400 },
    { route: 'DELETE /api/auth/mfa/totp', guard: 'signedIn', request: get('/api/auth/mfa/totp'), ok: 400 },
    { route: 'POST /api/auth/mfa/recovery-codes', guard: 'signedIn', request: get('/api/auth/mfa/recovery-codes'), ok: 400 },
    { route: 'POST /api/auth/passkeys/register/options', guard: 'signedIn', request: get('/api/auth/passkeys/register/options'), ok: 200 },
    { route: 'POST /api/auth/passkeys/register', guard: 'signedIn', request: get('/api/auth/passkeys/register'), ok: 400 },
    { route: 'GET /api/auth/passkeys', guard: 'signedIn', request: get('/api/auth/passkeys'), ok: 200 },
    // An id that is none of the caller's passkeys: 404.
    {
      route: 'PATCH /api/auth/passkeys/:id',
      guard: 'signedIn',
      request: () => ({ url: '/api/auth/passkeys/0b9f8a62-5d1c-4c7e-9f3e-2a6d4b8c1e07', payload: { name: 'Walked' } }),
      ok: 404,
    },
    { route: 'DELETE /api/auth/passkeys/:id', guard: 'signedIn', request: get('/api/auth/passkeys/0b9f8a62-5d1c-4c7e-9f3e-2a6d4b8c1e07'), ok: 404 },
    { route: 'PATCH /api/auth/me', guard: 'signedIn', request: () => ({ url: '/api/auth/me', payload: { timeZone: 'UTC' } }), ok: 200 },
    {
      route: 'POST /api/auth/complete-onboarding',
      guard: 'signedIn',
      request: get('/api/auth/complete-onboarding'),
      ok: 200,
    },
    { route: 'GET /api/organizations', guard: 'signedIn', request: get('/api/organizations'), ok: 200 },
    { route: 'GET /api/organizations/user', guard: 'signedIn', request: get('/api/organizations/user'), ok: 200 },
    {
      route: 'POST /api/organizations',
      guard: 'signedIn',
      request: () => ({ url: '/api/organizations', payload: { name: 'Walked organization' } }),
      ok: 201,
    },
    {
      route: 'POST /api/organizations/switch',
      guard: 'signedIn',
      request: (organizationId) => ({ url: '/api/organizations/switch', payload: { organizationId } }),
      ok: 200,
      handlerAnswers: { otherOrganizationMember: 404, superAdmin: 404 },
    },
    {
      route: 'GET /api/organizations/:id',
      guard: 'signedIn',
      request: (organizationId) => ({ url: `/api/organizations/${organizationId}` }),
      ok: 200,
      // Members and super administrators see an organization; nobody else learns it exists.
      handlerAnswers: { otherOrganizationMember: 404 },
    },

    // Permissions, in the organization of :id.
    {
      route: 'PATCH /api/organizations/:id',
      guard: { domain: 'organizations', action: 'update', organizationFromRoute: true },
      request: (organizationId) => ({ url: `/api/organizations/${organizationId}`, payload: { name: 'Walked' } }),
      ok: 200,
    },
    {
      route: 'DELETE /api/organizations/:id',
      guard: { domain: 'organizations', action: 'delete', organizationFromRoute: true, people: true },
      request: (organizationId) => ({ url: `/api/organizations/${organizationId}` }),
      ok: 204,
    },
  ];
}
