import { SamlStatusError } from '@node-saml/node-saml';
import type { Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { SAML_CLOCK_SKEW_SECONDS, SAML_NAMEID_EMAIL, SSO_LOGIN_TTL_MINUTES } from '@okr/contract';
import type { SamlAcsBody } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import type { AuditActor } from '../audit/recordAudit';
import { planOf } from '../organizations/planOf';
import { completeSsoSignIn, ssoFailed as failed } from '../sso/completeSsoSignIn';
import type { SsoOutcome } from '../sso/completeSsoSignIn';
import { findConnection } from '../sso/ssoConnections';
import { hasDoctype } from './refuseDoctype';
import { samlServiceProvider } from './samlServiceProvider';
import { samlConnectionOf } from './startSamlLogin';

const EMAIL_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress';
const GIVEN_NAME = ['givenName', 'firstName', 'urn:oid:2.5.4.42', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname'];
const FAMILY_NAME = ['sn', 'surname', 'lastName', 'urn:oid:2.5.4.4', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname'];
const FULL_NAME = ['displayName', 'name', 'urn:oid:2.16.840.1.113730.3.1.241', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name'];

type XmlJs = Record<string, unknown> & { $?: Record<string, string> };

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const pick = (profile: Profile, names: string[]) => names.map((name) => first(profile[name])).find((value) => typeof value === 'string');

/** The email the IdP vouches for: an `emailAddress` NameID, else the `email` attribute (node-saml also maps `mail`), else the claim ADFS and Entra ID send. */
function emailOf(profile: Profile): string | undefined {
  if (profile.nameIDFormat === SAML_NAMEID_EMAIL && profile.nameID) return profile.nameID;
  const value = first(profile.email) ?? first(profile[EMAIL_CLAIM]);
  return typeof value === 'string' && value.includes('@') ? value : undefined;
}

/** What a validated assertion says that node-saml leaves unchecked: its id, issuer, recipients and end of validity. */
function assertionFacts(profile: Profile) {
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion;
  const subject = (assertion?.Subject as XmlJs[] | undefined)?.[0];
  const confirmations = ((subject?.SubjectConfirmation as XmlJs[] | undefined) ?? []).flatMap((confirmation) => (confirmation.SubjectConfirmationData as XmlJs[] | undefined) ?? []);
  const conditions = (assertion?.Conditions as XmlJs[] | undefined)?.[0];
  const ends = [conditions?.$?.NotOnOrAfter, ...confirmations.map((data) => data.$?.NotOnOrAfter)].filter((value): value is string => typeof value === 'string');
  const issuer = first(assertion?.Issuer) as { _?: string } | string | undefined;
  return {
    id: assertion?.$?.ID,
    issuer: typeof issuer === 'string' ? issuer : issuer?._,
    recipients: confirmations.map((data) => data.$?.Recipient),
    endsAt: ends.length > 0 ? Math.max(...ends.map((end) => Date.parse(end)).filter(Number.isFinite)) : Number.NaN,
  };
}

/** The Destination of the Response element, when it has one. */
function destinationOf(xml: string): string | null {
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: () => undefined, fatalError: () => undefined } }).parseFromString(xml, 'text/xml');
  return doc?.documentElement?.getAttribute('Destination') || null;
}

/** Each assertion id accepted once per organization, in the database (any API process), kept until the assertion itself could no longer be valid. */
async function acceptAssertionOnce(db: Kysely<Database>, organizationId: string, assertionId: string, endsAt: number): Promise<boolean> {
  const fallback = Date.now() + SSO_LOGIN_TTL_MINUTES * 60_000;
  const expiresAt = new Date((Number.isFinite(endsAt) ? endsAt : fallback) + SAML_CLOCK_SKEW_SECONDS * 1000);
  const inserted = await db
    .insertInto('saml_assertions')
    .values({ organization_id: organizationId, assertion_id: assertionId, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['organization_id', 'assertion_id']).doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Which `sso_error` a refusal of node-saml is: our request unknown, spent or missing → `state`; the IdP's error status → `provider`; the rest (signature, audience, time, malformed) → `token`. */
function failureOf(error: unknown): SsoOutcome {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SamlStatusError) return failed('provider', message);
  if (/InResponseTo/i.test(message)) return failed('state', message);
  return failed('token', message);
}

/**
 * POST /auth/saml/{organizationId}/acs (HTTP-POST binding): the connection in force (SAML, on
 * Enterprise), then the response: no DTD ever (nothing resolved), node-saml's checks
 * (samlServiceProvider), then the Issuer (the IdP's entity id), the Destination and Recipient (our
 * ACS URL), the assertion id (once), the email, and the shared tail (completeSsoSignIn).
 * Every failure is an outcome with its `sso_error` code, never a throw for the person to see.
 */
export async function finishSamlLogin(
  db: Kysely<Database>,
  organizationId: string,
  body: SamlAcsBody,
  apiUrl: string,
  actor: AuditActor,
): Promise<SsoOutcome> {
  const row = await findConnection(db, organizationId);
  if (!row || row.protocol !== 'saml' || (await planOf(db, organizationId)).plan !== 'Enterprise') return failed('disabled');
  if (!body.SAMLResponse) return failed('token', 'no SAMLResponse');
  const xml = Buffer.from(body.SAMLResponse, 'base64').toString('utf8');
  if (hasDoctype(xml)) return failed('token', 'the response carries a DOCTYPE');
  const connection = samlConnectionOf(row, apiUrl);
  let profile: Profile | null;
  try {
    ({ profile } = await samlServiceProvider(db, connection).validatePostResponseAsync({ SAMLResponse: body.SAMLResponse }));
  } catch (error) {
    return failureOf(error);
  }
  if (!profile) return failed('token', 'no assertion');
  const destination = destinationOf(xml);
  if (destination !== null && destination !== connection.urls.acsUrl) return failed('token', `Destination ${destination} is not our ACS URL`);
  const facts = assertionFacts(profile);
  if (facts.issuer !== connection.idp.entityId) return failed('token', `Issuer ${facts.issuer ?? '(none)'} is not the IdP's entity id`);
  if (facts.recipients.length === 0 || facts.recipients.some((recipient) => recipient !== connection.urls.acsUrl)) {
    return failed('token', `Recipient ${facts.recipients.join(', ') || '(none)'} is not our ACS URL`);
  }
  if (!facts.id) return failed('token', 'the assertion has no ID');
  if (!(await acceptAssertionOnce(db, organizationId, facts.id, facts.endsAt))) return failed('state', `assertion ${facts.id} was already used`);
  const email = emailOf(profile);
  if (!email) return failed('email_unverified', 'neither an emailAddress NameID nor an email attribute');
  return completeSsoSignIn(
    db,
    organizationId,
    row.default_role_type,
    { email, names: { givenName: pick(profile, GIVEN_NAME), familyName: pick(profile, FAMILY_NAME), name: pick(profile, FULL_NAME) } },
    actor,
  );
}
