import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import type { SsoConnectionRow } from '../../db/ssoTables';
import type { SamlIdp } from './parseIdpMetadata';
import { samlServiceProvider } from './samlServiceProvider';
import { samlUrlsOf } from './samlUrls';

/** The SAML connection of a stored row, as the service provider needs it. */
export function samlConnectionOf(row: SsoConnectionRow, apiUrl: string) {
  return {
    organizationId: row.organization_id,
    idp: row.metadata as unknown as SamlIdp,
    urls: samlUrlsOf(apiUrl, row.organization_id),
    allowIdpInitiated: row.allow_idp_initiated,
  };
}

/**
 * POST /auth/sso/start for a SAML connection: an AuthnRequest (its id stored for InResponseTo)
 * and the IdP’s sign-in URL carrying it (HTTP-Redirect binding).
 */
export async function startSamlLogin(db: Kysely<Database>, row: SsoConnectionRow, apiUrl: string): Promise<{ redirectUrl: string }> {
  const provider = samlServiceProvider(db, samlConnectionOf(row, apiUrl));
  const redirectUrl = await provider.getAuthorizeUrlAsync('', undefined, {});
  return { redirectUrl };
}
