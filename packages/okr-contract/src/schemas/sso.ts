import { z } from 'zod';
import { SAML_METADATA_MAX_BYTES, SAML_RESPONSE_MAX_BYTES, SSO_DOMAINS_MAX, ssoErrorCodes, ssoProtocols } from '../sso';
import { Id, isSafeText, Text, UNSAFE_TEXT_MESSAGE } from './common';
import { OrganizationRoleType } from './enums';

// Single sign-on (api-contract.md "Single sign-on"). The client secret travels only in the PUT
// body: no answer carries it. Whether an issuer can be used is the server's rule (422 after it
// fetched the discovery document); the shape only asks for an http(s) URL, as the operator may
// allow http (SSO_ALLOW_HTTP, tests and intranets).

export const SsoErrorCode = z.enum(ssoErrorCodes);

const email = Text.trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));
const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const domainPattern = new RegExp(`^(?:${label}\\.)+[a-z]{2,63}$`);

/** A domain name as people type it (`Acme.com` → `acme.com`), at least two labels. */
export const SsoDomainName = Text.trim()
  .toLowerCase()
  .max(253)
  .regex(domainPattern, { message: 'Enter a domain such as example.com' });

export const SsoIssuer = Text.trim()
  .min(1, 'Issuer is required')
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, message: 'Enter the issuer as a full https:// URL' }));

const SsoDomains = z
  .array(SsoDomainName)
  .min(1, 'Add at least one domain')
  .max(SSO_DOMAINS_MAX)
  .refine((domains) => new Set(domains).size === domains.length, { message: 'Each domain may be listed once' });

export const SsoProtocol = z.enum(ssoProtocols);

/** PUT /organizations/{id}/sso for OpenID Connect (`protocol` may be left out). `clientSecret` may be left out to keep the stored one (400 on the first PUT). */
export const OidcConnectionInput = z.strictObject({
  protocol: z.literal('oidc').optional(),
  issuer: SsoIssuer,
  clientId: Text.trim().min(1, 'Client ID is required').max(500),
  clientSecret: Text.min(1, 'Client secret is required').max(2000).optional(),
  domains: SsoDomains,
  defaultRoleType: OrganizationRoleType,
  enforced: z.boolean(),
});
export type OidcConnectionInput = z.infer<typeof OidcConnectionInput>;

/**
 * PUT /organizations/{id}/sso for SAML 2.0: the IdP's metadata pasted (`idpMetadataXml`) or its
 * address (`idpMetadataUrl`, fetched under the webhooks' address rules), at most one of them; both
 * left out keep the stored metadata (400 on the first PUT). `allowIdpInitiated` (default false)
 * accepts responses that answer no request of ours.
 */
export const SamlConnectionInput = z
  .strictObject({
    protocol: z.literal('saml'),
    idpMetadataXml: z.string().min(1).max(SAML_METADATA_MAX_BYTES, 'The metadata is too large').refine(isSafeText, UNSAFE_TEXT_MESSAGE).optional(),
    idpMetadataUrl: Text.trim().max(2000).pipe(z.url({ protocol: /^https?$/, message: 'Enter the metadata URL as a full https:// URL' })).optional(),
    domains: SsoDomains,
    defaultRoleType: OrganizationRoleType,
    enforced: z.boolean(),
    allowIdpInitiated: z.boolean().optional(),
  })
  .refine((input) => !(input.idpMetadataXml !== undefined && input.idpMetadataUrl !== undefined), {
    message: 'Give the metadata XML or its URL, not both',
    path: ['idpMetadataUrl'],
  });
export type SamlConnectionInput = z.infer<typeof SamlConnectionInput>;

/** PUT /organizations/{id}/sso: OpenID Connect or SAML 2.0, by `protocol` (default `oidc`). */
export const SsoConnectionInput = z.discriminatedUnion('protocol', [OidcConnectionInput, SamlConnectionInput]);
export type SsoConnectionInput = z.infer<typeof SsoConnectionInput>;

/** One signing certificate of the IdP: SHA-256 fingerprint (colon hex, upper case) and end of validity. */
export const SamlCertificate = z.object({ fingerprint: Text, notAfter: z.iso.datetime() });
export type SamlCertificate = z.infer<typeof SamlCertificate>;

export const SsoDomain = z.object({
  domain: Text,
  verified: z.boolean(),
  /** The TXT record to publish on the domain: `okr-verification=<token>`. */
  verificationRecord: Text,
});
export type SsoDomain = z.infer<typeof SsoDomain>;

/**
 * GET (and PUT's answer): the connection without its secret. For SAML, `issuer` is the IdP's
 * entity id, `clientId` our SP entity id and `redirectUri` the ACS URL (what the IdP is given),
 * and the SAML fields are there: what to copy into the IdP, and what its metadata said.
 */
export const SsoConnection = z.object({
  protocol: SsoProtocol,
  issuer: Text,
  clientId: Text,
  domains: z.array(SsoDomain),
  defaultRoleType: OrganizationRoleType,
  enforced: z.boolean(),
  /** What to register at the provider as the redirect (callback) URI; for SAML the ACS URL. */
  redirectUri: Text,
  /** SAML: our entity id (the Audience the IdP must address). */
  spEntityId: Text.optional(),
  /** SAML: `{API_URL}/auth/saml/{organizationId}/acs`, the HTTP-POST assertion consumer service. */
  acsUrl: Text.optional(),
  /** SAML: `{API_URL}/auth/saml/{organizationId}/metadata`, public XML. */
  spMetadataUrl: Text.optional(),
  /** SAML: the IdP's entity id, sign-in URL (HTTP-Redirect) and signing certificates, from its metadata. */
  idpEntityId: Text.optional(),
  idpSsoUrl: Text.optional(),
  idpCertificates: z.array(SamlCertificate).optional(),
  /** SAML: where the metadata was fetched from, null when pasted. */
  idpMetadataUrl: Text.nullable().optional(),
  allowIdpInitiated: z.boolean().optional(),
});
export type SsoConnection = z.infer<typeof SsoConnection>;

export const SsoDomainParams = z.strictObject({ id: Id, domain: SsoDomainName });
export type SsoDomainParams = z.infer<typeof SsoDomainParams>;

/** 200 of POST /organizations/{id}/sso/domains/{domain}/verify. */
export const SsoVerifyDomainAnswer = z.object({ domain: Text, verified: z.literal(true) });
export type SsoVerifyDomainAnswer = z.infer<typeof SsoVerifyDomainAnswer>;

/** `details` of the verification's 422: the record looked for and the TXT values found (maybe none). */
export const SsoVerifyDomainFailure = z.object({ domain: Text, expected: Text, found: z.array(Text) });
export type SsoVerifyDomainFailure = z.infer<typeof SsoVerifyDomainFailure>;

export const SsoStartInput = z.strictObject({ email });
export type SsoStartInput = z.infer<typeof SsoStartInput>;

/** Where to send the browser: the provider's authorization endpoint with PKCE S256, state and nonce. */
export const SsoStartAnswer = z.object({ redirectUrl: Text });
export type SsoStartAnswer = z.infer<typeof SsoStartAnswer>;

/**
 * GET /auth/sso/callback: what the provider sends back. Every field is optional on purpose: a
 * missing or wrong one is a sign-in failure (redirect to /login?sso_error=...), not a 400.
 */
export const SsoCallbackQuery = z.object({
  code: Text.max(4000).optional(),
  state: Text.max(500).optional(),
  iss: Text.max(2000).optional(),
  error: Text.max(200).optional(),
  error_description: Text.max(2000).optional(),
});
export type SsoCallbackQuery = z.infer<typeof SsoCallbackQuery>;

/** The organization of a public SAML address: a UUID (anything else is a 400, never a look-up). */
export const SamlParams = z.strictObject({ organizationId: z.uuid() });
export type SamlParams = z.infer<typeof SamlParams>;

/**
 * The ACS's form body (HTTP-POST binding). Fields stay optional on purpose: a missing or bad one
 * is a sign-in failure (redirect to /login?sso_error=...), not a 400; only a body too large answers 413.
 */
export const SamlAcsBody = z.object({
  SAMLResponse: z.string().max(SAML_RESPONSE_MAX_BYTES).refine(isSafeText, UNSAFE_TEXT_MESSAGE).optional(),
  RelayState: z.string().max(1000).refine(isSafeText, UNSAFE_TEXT_MESSAGE).optional(),
});
export type SamlAcsBody = z.infer<typeof SamlAcsBody>;
