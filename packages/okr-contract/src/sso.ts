// Plain values of single sign-on (api-contract.md "Single sign-on"). No zod: UI bundles import these.

/**
 * Why a sign-in through the provider failed: the callback redirects to `{APP_URL}/login?sso_error=<code>`
 * and the sign-in page shows the sentence of that code.
 * - `state`: the sign-in was not started here, took too long, or was already used; for SAML, an
 *   `InResponseTo` that is not one of ours (or none, when IdP-initiated sign-in is not allowed) or an
 *   assertion id already accepted once;
 * - `provider`: the provider answered with an error (the person cancelled, consent refused);
 * - `exchange`: the code could not be exchanged (already used, expired, client credentials refused);
 * - `token`: the ID token failed validation (issuer, audience, signature, expiry, nonce); for SAML,
 *   the response or assertion did (signature, audience, recipient, time window, malformed or too large);
 * - `email_unverified`: the provider does not vouch for the email (`email_verified` not true; for
 *   SAML, neither an `emailAddress` NameID nor an `email` attribute);
 * - `domain`: the email's domain is not a verified domain of that connection;
 * - `disabled`: the connection is gone or the organization is no longer on Enterprise;
 * - `account`: the account is deactivated.
 */
export const ssoErrorCodes = ['state', 'provider', 'exchange', 'token', 'email_unverified', 'domain', 'disabled', 'account'] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

/** The query parameter of the sign-in page that carries an `SsoErrorCode`. */
export const SSO_ERROR_PARAM = 'sso_error';
/** Where the callback sends the browser after a sign-in, under APP_URL: the app gets its tokens by `POST /auth/refresh`. */
export const SSO_COMPLETE_PATH = '/sso/complete';
/** The TXT record a domain must hold: this prefix and the domain's token. */
export const SSO_VERIFICATION_PREFIX = 'okr-verification=';
/** Scopes asked of the provider. */
export const SSO_SCOPES = 'openid email profile';
/** Domains one connection may list. */
export const SSO_DOMAINS_MAX = 20;
/** Minutes a started sign-in (state, nonce, PKCE verifier) stays usable. */
export const SSO_LOGIN_TTL_MINUTES = 10;

/** The 403 SSO_REQUIRED of a password sign-in or reset for an enforced domain. */
export const SSO_REQUIRED_MESSAGE = 'Your organization requires single sign-on. Continue with single sign-on.';
/** The 402 of every single sign-on call of an organization below Enterprise. */
export const SSO_PLAN_MESSAGE = 'Single sign-on is part of the Enterprise plan. Upgrade to use it.';
/** GET/DELETE of an organization that has no connection. */
export const SSO_NOT_CONFIGURED_MESSAGE = 'Single sign-on is not set up for this organization';
/** POST /auth/sso/start for an email whose domain no connection has verified. */
export const SSO_NOT_AVAILABLE_MESSAGE = 'Single sign-on is not available for this email address';
/** 422 of PUT when the issuer's discovery document cannot be fetched or used. */
export const SSO_DISCOVERY_FAILED_MESSAGE = 'The issuer could not be used: its OpenID Connect discovery document was not found or not valid';
/** 400 of a first PUT without a client secret (later ones may leave it out to keep the stored one). */
export const SSO_SECRET_REQUIRED_MESSAGE = 'Client secret is required';

/** 409 of a domain that another organization's connection lists. */
export function ssoDomainTakenMessage(domain: string): string {
  return `${domain} is already used for single sign-on by another organization`;
}

/** 422 of a verification whose TXT record is missing or different. */
export function ssoDomainNotVerifiedMessage(domain: string, expected: string): string {
  return `No TXT record "${expected}" was found on ${domain}`;
}

/** 422 of a verification (or an administrator's) for a domain the connection does not list. */
export function ssoDomainUnknownMessage(domain: string): string {
  return `${domain} is not a domain of this organization's single sign-on connection`;
}

/** The domain part of an email, lower case (`Ana@Acme.COM` → `acme.com`). */
export function emailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
}

/** The protocols of a connection (api-contract.md "SAML 2.0 (Enterprise), beside OpenID Connect"). */
export const ssoProtocols = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof ssoProtocols)[number];

/** Bytes of IdP metadata accepted, pasted or fetched. */
export const SAML_METADATA_MAX_BYTES = 256 * 1024;
/** Bytes of a POSTed SAMLResponse (base64, as posted) the ACS reads; more answers 413. */
export const SAML_RESPONSE_MAX_BYTES = 256 * 1024;
/** Clock skew allowed on NotBefore / NotOnOrAfter. */
export const SAML_CLOCK_SKEW_SECONDS = 120;
/** Days before an IdP certificate's expiry from which the settings warn. */
export const SAML_CERTIFICATE_WARNING_DAYS = 30;
/** The NameID format asked of the IdP. */
export const SAML_NAMEID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** 400 of a first SAML PUT with neither `idpMetadataXml` nor `idpMetadataUrl`. */
export const SAML_METADATA_REQUIRED_MESSAGE = 'Paste the identity provider’s metadata XML or give its metadata URL';
/** 422 of IdP metadata that cannot be used (`details.reason` says why). */
export const SAML_METADATA_INVALID_MESSAGE = 'The identity provider’s SAML metadata could not be used';
/** 404 of the SP metadata of an organization without a SAML connection. */
export const SAML_NOT_CONFIGURED_MESSAGE = 'SAML single sign-on is not set up for this organization';

/** Whether an IdP certificate expiring at `notAfter` deserves the settings' warning at `now`. */
export function samlCertificateExpiresSoon(notAfter: string | Date, now: Date = new Date()): boolean {
  const end = typeof notAfter === 'string' ? new Date(notAfter) : notAfter;
  return end.getTime() - now.getTime() <= SAML_CERTIFICATE_WARNING_DAYS * 86_400_000;
}
