import { SSO_LOGIN_TTL_MINUTES, SSO_NOT_AVAILABLE_MESSAGE, SSO_SCOPES } from '@okr/contract';
import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import type { Database } from '../../db/Database';
import { AppError } from '../../lib/AppError';
import { hashLinkToken } from '../auth/linkTokens';
import { startSamlLogin } from '../saml/startSamlLogin';
import { ssoClientOf } from './ssoClient';
import { unsealSecret } from './ssoConnections';
import type { SsoContext } from './ssoConnections';
import { ssoConnectionForEmail } from './ssoEnforcement';
import type { ServerMetadata } from 'openid-client';

/**
 * POST /auth/sso/start: for an email whose domain a connection in force has verified, by the
 * connection's protocol: SAML (startSamlLogin), or OpenID Connect: a new
 * sign-in (state, nonce and PKCE verifier kept for SSO_LOGIN_TTL_MINUTES; the state only as its
 * hash) and the provider's authorization URL (code flow, PKCE S256). 404 otherwise.
 */
export async function startSsoLogin(db: Kysely<Database>, email: string, context: SsoContext): Promise<{ redirectUrl: string; state?: string }> {
  const connection = await ssoConnectionForEmail(db, email);
  if (!connection) throw new AppError('NOT_FOUND', SSO_NOT_AVAILABLE_MESSAGE);
  // The protocol is the connection's choice; SAML's AuthnRequest id does the state's work.
  if (connection.protocol === 'saml') return startSamlLogin(db, connection, context.apiUrl);
  const secret = connection.client_secret_sealed === null ? null : unsealSecret(context.box, connection.client_secret_sealed);
  if (secret === null) {
    throw new AppError('RULE_VIOLATION', 'Single sign-on cannot start: an administrator of your organization must save its connection again');
  }
  const configuration = ssoClientOf(connection.metadata as ServerMetadata, connection.client_id ?? '', secret, context.config);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await db
    .insertInto('sso_logins')
    .values({
      state_hash: hashLinkToken(state),
      organization_id: connection.organization_id,
      nonce,
      code_verifier: codeVerifier,
      expires_at: new Date(Date.now() + SSO_LOGIN_TTL_MINUTES * 60_000),
    })
    .execute();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: context.redirectUri,
    scope: SSO_SCOPES,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    login_hint: email,
  });
  return { redirectUrl: url.href, state };
}
