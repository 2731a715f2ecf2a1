import { SAML_METADATA_REQUIRED_MESSAGE } from '@okr/contract';
import type { SamlConnectionInput, SsoConnection } from '@okr/contract';
import type { SsoConnectionRow } from '../../db/ssoTables';
import { AppError } from '../../lib/AppError';
import type { ConnectionValues } from '../sso/connectionValues';
import { fetchIdpMetadata } from './fetchIdpMetadata';
import type { MetadataFetchPolicy } from './fetchIdpMetadata';
import { parseIdpMetadata } from './parseIdpMetadata';
import type { SamlIdp } from './parseIdpMetadata';
import { certificateInfoOf } from './samlCertificates';
import { samlUrlsOf } from './samlUrls';

/**
 * The values of a SAML PUT: the IdP's metadata pasted, or fetched from its URL (the webhooks'
 * address rules), or, when neither is given, the stored one (400 on the first save); 422 when it
 * cannot be used.
 */
export async function samlConnectionValues(input: SamlConnectionInput, existing: SsoConnectionRow | undefined, policy: MetadataFetchPolicy): Promise<ConnectionValues> {
  let idp: SamlIdp;
  let metadataUrl: string | null = null;
  if (input.idpMetadataXml !== undefined) {
    idp = parseIdpMetadata(input.idpMetadataXml);
  } else if (input.idpMetadataUrl !== undefined) {
    metadataUrl = input.idpMetadataUrl;
    idp = parseIdpMetadata(await fetchIdpMetadata(input.idpMetadataUrl, policy));
  } else if (existing?.protocol === 'saml') {
    idp = existing.metadata as unknown as SamlIdp;
    metadataUrl = existing.saml_metadata_url;
  } else {
    throw new AppError('VALIDATION_ERROR', 'Validation failed', [{ field: 'idpMetadataXml', message: SAML_METADATA_REQUIRED_MESSAGE }]);
  }
  return {
    protocol: 'saml',
    issuer: idp.entityId,
    client_id: null,
    client_secret_sealed: null,
    metadata: JSON.stringify(idp),
    saml_metadata_url: metadataUrl,
    allow_idp_initiated: input.allowIdpInitiated ?? false,
    default_role_type: input.defaultRoleType,
    enforced: input.enforced,
  };
}

/** The SAML part of GET's answer: what to copy into the IdP, and what its metadata said. */
export function samlConnectionFields(row: SsoConnectionRow, organizationId: string, apiUrl: string) {
  const idp = row.metadata as unknown as SamlIdp;
  const urls = samlUrlsOf(apiUrl, organizationId);
  return {
    protocol: 'saml',
    issuer: idp.entityId,
    clientId: urls.spEntityId,
    redirectUri: urls.acsUrl,
    ...urls,
    idpEntityId: idp.entityId,
    idpSsoUrl: idp.ssoUrl,
    idpCertificates: idp.certificates.flatMap((certificate) => certificateInfoOf(certificate) ?? []),
    idpMetadataUrl: row.saml_metadata_url,
    allowIdpInitiated: row.allow_idp_initiated,
  } satisfies Partial<SsoConnection>;
}
