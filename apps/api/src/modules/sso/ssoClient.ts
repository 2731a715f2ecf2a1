import { SSO_DISCOVERY_FAILED_MESSAGE } from '@okr/contract';
import type { SsoErrorCode } from '@okr/contract';
import * as client from 'openid-client';
import { AppError } from '../../lib/AppError';
import type { SsoConfig } from './ssoConfig';

// The one place the server talks to OpenID providers (discovery, token endpoint, keys), through
// openid-client with the operator's timeout; http only with SSO_ALLOW_HTTP=1.

/** The 422 of an issuer on http:// when the operator has not allowed it. */
export const SSO_HTTPS_ONLY_MESSAGE = 'The issuer must use https://';

const options = (config: SsoConfig) => ({
  timeout: Math.ceil(config.timeoutMs / 1000),
  execute: config.allowHttp ? [client.allowInsecureRequests] : [],
});

const unusable = (issuer: string, reason: string) => new AppError('RULE_VIOLATION', SSO_DISCOVERY_FAILED_MESSAGE, { issuer, reason });

/**
 * Fetches the issuer's discovery document and checks that a code flow can run on it (issuer
 * matching, authorization, token and keys endpoints). Answers the document to keep with the
 * connection; 422 naming the reason otherwise.
 */
export async function discoverIssuer(issuer: string, clientId: string, clientSecret: string, config: SsoConfig): Promise<client.ServerMetadata> {
  const url = new URL(issuer);
  if (url.protocol !== 'https:' && !(config.allowHttp && url.protocol === 'http:')) {
    throw new AppError('RULE_VIOLATION', SSO_HTTPS_ONLY_MESSAGE, { issuer });
  }
  // openid-client skips the issuer check for a discovery URL given directly: only issuers here.
  if (url.pathname.includes('/.well-known/')) throw unusable(issuer, 'Enter the issuer itself, not the address of its discovery document');
  let metadata: client.ServerMetadata;
  try {
    const configuration = await client.discovery(url, clientId, undefined, client.ClientSecretBasic(clientSecret), options(config));
    metadata = { ...configuration.serverMetadata() };
  } catch (error) {
    throw unusable(issuer, error instanceof Error ? error.message : String(error));
  }
  const missing = (['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const).filter((field) => typeof metadata[field] !== 'string');
  if (missing.length > 0) throw unusable(issuer, `The discovery document has no ${missing.join(', ')}`);
  const responseTypes = metadata.response_types_supported;
  if (Array.isArray(responseTypes) && !responseTypes.includes('code')) throw unusable(issuer, 'The provider does not offer the authorization code flow');
  return metadata;
}

/** A client of a saved connection, from the discovery document kept with it (no request made). */
export function ssoClientOf(metadata: client.ServerMetadata, clientId: string, clientSecret: string, config: SsoConfig): client.Configuration {
  const configuration = new client.Configuration(metadata, clientId, undefined, client.ClientSecretBasic(clientSecret));
  configuration.timeout = Math.ceil(config.timeoutMs / 1000);
  if (config.allowHttp) client.allowInsecureRequests(configuration);
  // openid-client trusts an ID token from the token endpoint on the strength of TLS alone (OIDC
  // Core 3.1.3.7 allows it); we check its signature against the provider's published keys too,
  // so a token signed with any other key is refused, over http (SSO_ALLOW_HTTP) as well.
  client.enableNonRepudiationChecks(configuration);
  return configuration;
}

const tokenCodes = new Set(['OAUTH_JWT_TIMESTAMP_CHECK_FAILED', 'OAUTH_JWT_CLAIM_COMPARISON_FAILED', 'OAUTH_KEY_SELECTION_FAILED']);

/**
 * What a failed `authorizationCodeGrant` means for the person: the provider said no (`provider`),
 * the code could not be exchanged (`exchange`: refused, replayed, unreachable), or the ID token it
 * answered failed validation (`token`: signature, issuer, audience, nonce, expiry).
 */
export function ssoFailureOf(error: unknown): SsoErrorCode {
  if (error instanceof client.AuthorizationResponseError) return 'provider';
  if (error instanceof client.ResponseBodyError) return 'exchange';
  if (error instanceof client.ClientError) {
    const cause = error.cause instanceof Error ? error.cause.message : '';
    if (tokenCodes.has(error.code ?? '') || /jwt|id token|id_token|signature|nonce/i.test(`${error.message} ${cause}`)) return 'token';
  }
  return 'exchange';
}
