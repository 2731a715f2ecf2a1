import type { AppConfig } from '../../config';

/**
 * `{API_URL}/scim/v2` (api-contract.md), API_URL being the server's origin as in the SAML ACS URL
 * `{API_URL}/api/auth/saml/…`. The config's `apiUrl` defaults to `{APP_URL}/api` for OpenID
 * Connect, so a trailing `/api` is taken off.
 */
export function scimBaseUrl(config: Pick<AppConfig, 'apiUrl' | 'appUrl'>): string {
  const origin = config.apiUrl ? config.apiUrl.replace(/\/api$/, '') : (config.appUrl ?? '');
  return `${origin}/scim/v2`;
}
