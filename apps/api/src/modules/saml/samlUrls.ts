import { apiPaths } from '@okr/contract';

export interface SamlUrls {
  /** Our entity id for this organization: the metadata URL (the usual choice, and unique per organization). */
  spEntityId: string;
  acsUrl: string;
  spMetadataUrl: string;
}

/**
 * The service provider's addresses for an organization under API_URL (which already ends in
 * `/api`, as the OpenID redirect URI `{API_URL}/auth/sso/callback` does).
 */
export function samlUrlsOf(apiUrl: string, organizationId: string): SamlUrls {
  const spMetadataUrl = `${apiUrl}${apiPaths.auth.samlMetadata(organizationId)}`;
  return { spEntityId: spMetadataUrl, acsUrl: `${apiUrl}${apiPaths.auth.samlAcs(organizationId)}`, spMetadataUrl };
}
