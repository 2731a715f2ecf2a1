import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import type { ServerMetadata } from 'openid-client';
import type { Database } from '../../db/Database';
import { hashLinkToken } from '../auth/linkTokens';
import type { AuditActor } from '../audit/recordAudit';
import { planOf } from '../organizations/planOf';
import { completeSsoSignIn, ssoFailed as failed } from './completeSsoSignIn';
import type { SsoOutcome } from './completeSsoSignIn';
import { ssoClientOf, ssoFailureOf } from './ssoClient';
import { findConnection, unsealSecret } from './ssoConnections';
import type { SsoContext } from './ssoConnections';

/** The started sign-in of `state`, spent by this very call (deleted: a second callback finds nothing). */
async function takeLogin(db: Kysely<Database>, state: string) {
  return db.deleteFrom('sso_logins').where('state_hash', '=', hashLinkToken(state)).returningAll().executeTakeFirst();
}

/**
 * GET /auth/sso/callback: the state (the start's cookie in this browser, known, unexpired, single use), the code exchanged with the
 * PKCE verifier, the ID token validated by openid-client (signature, issuer, audience, expiry,
 * nonce), then `email_verified` and the domain, then the user and membership. Every failure is
 * an outcome with its `sso_error` code, never a throw for the person to see.
 */
export async function finishSsoLogin(
  db: Kysely<Database>,
  query: { state?: string | undefined },
  browserState: string | undefined,
  requestUrl: string,
  context: SsoContext,
  actor: AuditActor,
): Promise<SsoOutcome> {
  if (!query.state) return failed('state');
  // Login CSRF: a callback carried to another browser (someone else's code) lacks the start's cookie.
  if (browserState !== query.state) return failed('state', 'the state cookie of the start is missing or different');
  const login = await takeLogin(db, query.state);
  if (!login || login.expires_at.getTime() <= Date.now()) return failed('state');
  const connection = await findConnection(db, login.organization_id);
  if (!connection || connection.protocol !== 'oidc' || (await planOf(db, login.organization_id)).plan !== 'Enterprise') return failed('disabled');
  const secret = connection.client_secret_sealed === null ? null : unsealSecret(context.box, connection.client_secret_sealed);
  if (secret === null) return failed('disabled', 'the client secret cannot be unsealed (SSO_SECRET_KEY changed)');
  const configuration = ssoClientOf(connection.metadata as ServerMetadata, connection.client_id ?? '', secret, context.config);
  // The provider's answer on the redirect URI as registered (the API may sit behind a proxy).
  const currentUrl = new URL(context.redirectUri);
  currentUrl.search = new URL(requestUrl, 'http://callback.invalid').search;
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      expectedState: query.state,
      expectedNonce: login.nonce,
      pkceCodeVerifier: login.code_verifier,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    return failed(ssoFailureOf(error), error instanceof Error ? error.message : String(error));
  }
  if (!claims) return failed('token', 'no ID token');
  if (claims.email_verified !== true || typeof claims.email !== 'string') return failed('email_unverified');
  return completeSsoSignIn(
    db,
    login.organization_id,
    connection.default_role_type,
    { email: claims.email, names: { givenName: claims.given_name, familyName: claims.family_name, name: claims.name } },
    actor,
  );
}
