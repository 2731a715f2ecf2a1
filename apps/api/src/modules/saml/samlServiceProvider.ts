import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { SAML_CLOCK_SKEW_SECONDS, SAML_NAMEID_EMAIL, SSO_LOGIN_TTL_MINUTES } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import type { SamlIdp } from './parseIdpMetadata';
import { SamlRequestStore } from './samlRequestStore';
import { pemOf } from './samlCertificates';
import type { SamlUrls } from './samlUrls';

export interface SamlConnection {
  organizationId: string;
  idp: SamlIdp;
  urls: SamlUrls;
  allowIdpInitiated: boolean;
}

/**
 * node-saml's service provider for one connection: AuthnRequests over HTTP-Redirect to the IdP's
 * sign-in URL (unsigned: we hold no key; their ids kept in `saml_requests`), responses checked for
 * a signature by one of the IdP's metadata certificates (on the response or on the assertion),
 * the Audience (our entity id), NotBefore/NotOnOrAfter with SAML_CLOCK_SKEW_SECONDS, and
 * `InResponseTo` one of ours (always, unless the connection allows IdP-initiated sign-in: then
 * only when present). What node-saml does not check (Recipient, Destination, Issuer, one use per
 * assertion) finishSamlLogin does.
 */
export function samlServiceProvider(db: Kysely<Database>, connection: SamlConnection): SAML {
  const { idp, urls } = connection;
  return new SAML({
    entryPoint: idp.ssoUrl,
    issuer: urls.spEntityId,
    audience: urls.spEntityId,
    callbackUrl: urls.acsUrl,
    idpCert: idp.certificates.map(pemOf),
    idpIssuer: idp.entityId,
    identifierFormat: SAML_NAMEID_EMAIL,
    disableRequestedAuthnContext: true,
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_SECONDS * 1000,
    validateInResponseTo: connection.allowIdpInitiated ? ValidateInResponseTo.ifPresent : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SSO_LOGIN_TTL_MINUTES * 60_000,
    cacheProvider: new SamlRequestStore(db, connection.organizationId, SSO_LOGIN_TTL_MINUTES * 60_000),
  });
}
